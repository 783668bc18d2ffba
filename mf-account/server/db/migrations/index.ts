import type { Migration } from '@autoparts/service-kit';
import { ACCOUNTS_0001 } from './0001-accounts';
import { RATE_LIMITS_0002 } from './0002-rate-limits';

/**
 * The account schema's migrations, oldest first. Kept as modules, not files read at start, so a
 * bundled service (its image holds one script) carries them. A migration is never edited once
 * merged: a change of shape is the next one.
 */
export const accountMigrations: readonly Migration[] = [
  { id: '0001_accounts', sql: ACCOUNTS_0001 },
  RATE_LIMITS_0002,
];
