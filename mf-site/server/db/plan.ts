import type { SchemaPlan } from '@autoparts/service-kit';
import { siteMigrations } from './migrations';

/** The site schema: its migrations; no demo data (the inbox starts empty). */
export const siteSchemaPlan: SchemaPlan = { schema: 'site', migrations: siteMigrations };
