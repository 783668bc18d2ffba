export { systemClock, type Clock } from './clock';
export {
  databaseTargetFromEnv,
  devDatabaseTarget,
  openAreaDatabase,
  pingDatabase,
  type AreaDatabase,
  type DatabaseTarget,
  type Db,
  type Engine,
} from './db/connection';
export {
  missingMigrations,
  prepareSchema,
  resetSchema,
  type Migration,
  type PreparedSchema,
  type SchemaPlan,
  type Seed,
} from './db/schema-plan';
export { AreaData, type DatabaseOpener } from './db/area-data';
export { bearerToken, newToken, tokenDigest } from './tokens';
export {
  guestOrCustomer,
  nobodySignedIn,
  signedInCustomer,
  type SessionCustomer,
  type SessionVerifier,
} from './session-verifier';
export { uniqueViolation } from './db/errors';
export { insertRows } from './db/bulk-insert';
export { COUNTRIES, isCountryCode } from './countries';
export { backupArea, restoreArea, type BackupFile } from './db/backup';
export { openPglite } from './db/pglite';
export { DatabaseRateLimiter, rateLimitMigration } from './rate-limits';
export * from './api';
export {
  backoffDelay,
  FailureBackoff,
  type AttemptVerdict,
  type BackoffPolicy,
  type ReservedFailure,
} from './failure-backoff';
