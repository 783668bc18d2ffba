import {
  type AreaData,
  clientKey,
  type Clock,
  DatabaseRateLimiter,
  type RatePolicy,
} from '@autoparts/service-kit';
import { passwordLineFull } from './password-line';
import { type UserRecord, normalizeEmail, phoneDigits } from './users';

/**
 * The account service's rate limits (429 with Retry-After; MOCK_RATE_LIMIT scales or disables
 * them, see shared's rate-limit.ts). Titles are i18n keys the forms translate.
 */
const MINUTE = 60_000;

/** The account service's limits. */
export const ACCOUNT_RATE_POLICIES = {
  /**
   * Every request of the sign-in family (Login, Register, ForgotPassword, ForgotPasswordReset,
   * CheckIfAccountExists) from one client, together: 20 a minute. Counted before the body is even
   * read, so a flood never reaches scrypt.
   */
  signInRequestsPerClient: {
    limit: 20,
    windowMs: MINUTE,
    title: 'ERROR_TOO_MANY_REQUESTS',
    detail: 'Too many requests from your network.',
  },
  /**
   * Failed sign-ins of one account, from anywhere: 5 in 15 minutes. An attempt counts as failed
   * until its password proves right; a sign-in clears the count.
   */
  failedLoginsPerAccount: {
    limit: 5,
    windowMs: 15 * MINUTE,
    title: 'AUTH_TOO_MANY_ATTEMPTS',
    detail: 'Too many failed sign-ins for this account.',
  },
  /** Reset links asked for one email (known or not, so the answer tells nothing): 3 in 15 minutes. */
  resetRequestsPerAccount: {
    limit: 3,
    windowMs: 15 * MINUTE,
    title: 'AUTH_TOO_MANY_ATTEMPTS',
    detail: 'Too many password reset links were asked for this email.',
  },
  /** Refused reset links for one email: 5 in 15 minutes; a reset clears them. */
  failedResetsPerAccount: {
    limit: 5,
    windowMs: 15 * MINUTE,
    title: 'AUTH_TOO_MANY_ATTEMPTS',
    detail: 'Too many invalid password reset attempts for this email.',
  },
} satisfies Record<string, RatePolicy>;

export type AccountLimits = { [name in keyof typeof ACCOUNT_RATE_POLICIES]: DatabaseRateLimiter };

/** The counters live in the account schema, so every replica counts into the same ones. */
export function createAccountLimits(data: AreaData, clock: Clock): AccountLimits {
  const entries = Object.entries(ACCOUNT_RATE_POLICIES).map(
    ([name, policy]) => [name, new DatabaseRateLimiter(data, name, policy, clock)] as const,
  );
  return Object.fromEntries(entries) as AccountLimits;
}

/** Counts a sign-in family request of the client; the 429 when it is over its limit. */
export function limitSignInRequests(
  limits: AccountLimits,
  request: Request,
): Promise<Response | null> {
  return limits.signInRequestsPerClient.take(clientKey(request));
}

/**
 * The same for a request that runs scrypt (Login, Register, a password reset): refused first, and
 * without counting, while the password line is full.
 */
export async function limitPasswordRequests(
  limits: AccountLimits,
  request: Request,
): Promise<Response | null> {
  return passwordLineFull() ?? limitSignInRequests(limits, request);
}

/**
 * The key an account's limits are counted under: the user when the email or phone names one (so
 * both ways of signing in share it), else what was typed, normalised as the lookup does.
 */
export function accountKey(account: string, user: UserRecord | undefined): string {
  if (user) return `user:${user.id}`;
  return account.includes('@')
    ? `email:${normalizeEmail(account)}`
    : `phone:${phoneDigits(account)}`;
}
