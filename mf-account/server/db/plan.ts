import type { SchemaPlan } from '@autoparts/service-kit';
import { accountMigrations } from './migrations';
import { seedAccount } from './seed';

/** The account schema: its migrations and the demo customer. */
export const accountSchemaPlan: SchemaPlan = {
  schema: 'account',
  migrations: accountMigrations,
  seeds: [{ id: 'seed', run: seedAccount }],
};
