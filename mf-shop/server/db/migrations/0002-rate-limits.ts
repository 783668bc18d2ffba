import { rateLimitMigration } from '@autoparts/service-kit';

/** The review limits' counters, shared by every replica of the shop's service. */
export const RATE_LIMITS_0002 = rateLimitMigration('shop', '0002_rate_limits');
