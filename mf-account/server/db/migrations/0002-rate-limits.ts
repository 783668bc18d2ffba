import { rateLimitMigration } from '@autoparts/service-kit';

/** The sign-in family's counters, shared by every replica of the account service. */
export const RATE_LIMITS_0002 = rateLimitMigration('account', '0002_rate_limits');
