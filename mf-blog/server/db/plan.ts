import type { SchemaPlan } from '@autoparts/service-kit';
import { blogMigrations } from './migrations';
import { seedBlog } from './seed';

/** The blog schema: its migrations and the demo posts with their authors and comments. */
export const blogSchemaPlan: SchemaPlan = {
  schema: 'blog',
  migrations: blogMigrations,
  seeds: [{ id: 'seed', run: seedBlog }],
};
