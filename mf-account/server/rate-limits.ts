import {
  type AreaData,
  type BackoffPolicy,
  clientKey,
  type Clock,
  DatabaseRateLimiter,
  FailureBackoff,
  type RatePolicy,
} from '@autoparts/service-kit';
import { passwordLineFull } from './password-line';
import { type UserRecord, normalizeEmail, phoneDigits } from './users';

/**
 * The account service's limits (429 with Retry-After; MOCK_RATE_LIMIT scales or disables them,
 * see service-kit's rate-limit.ts). Titles are i18n keys the forms translate. Guessing is met with
 * growing waits per (account, client) and per client (OWASP's authentication and credential
 * stuffing cheat sheets): no one can lock a customer out from elsewhere, and a success is never
 * counted, so an office behind one address signs in as often as it likes.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Request budgets per client, for what costs the service or tells about accounts. */
export const ACCOUNT_RATE_POLICIES = {
  /** New accounts from one client: 10 an hour. */
  registrationsPerClient: {
    limit: 10,
    windowMs: HOUR,
    title: 'ERROR_TOO_MANY_REQUESTS',
    detail: 'Too many accounts were created from your network.',
  },
  /** "Is this account registered?" from one client: 20 in 15 minutes, so lists cannot be probed. */
  accountChecksPerClient: {
    limit: 20,
    windowMs: 15 * MINUTE,
    title: 'ERROR_TOO_MANY_REQUESTS',
    detail: 'Too many account checks from your network.',
  },
  /** Reset links asked for from one client: 10 an hour. */
  resetRequestsPerClient: {
    limit: 10,
    windowMs: HOUR,
    title: 'ERROR_TOO_MANY_REQUESTS',
    detail: 'Too many password reset links were asked for from your network.',
  },
  /** Reset links asked for one email (known or not, so the answer tells nothing): 3 in 15 minutes. */
  resetRequestsPerAccount: {
    limit: 3,
    windowMs: 15 * MINUTE,
    title: 'AUTH_TOO_MANY_ATTEMPTS',
    detail: 'Too many password reset links were asked for this email.',
  },
} satisfies Record<string, RatePolicy>;

/** Growing waits for wrong secrets (FailureBackoff): a wrong answer is counted, a right one not. */
export const ACCOUNT_BACKOFF_POLICIES = {
  /**
   * Wrong passwords for one account from one client (sign-in and the current password of a
   * change): 5 free an hour, then 30 s after the last, doubling up to 15 minutes.
   */
  passwordFailures: {
    free: 5,
    baseDelayMs: 30_000,
    maxDelayMs: 15 * MINUTE,
    windowMs: HOUR,
    title: 'AUTH_TOO_MANY_ATTEMPTS',
    detail: 'Too many wrong passwords for this account.',
  },
  /** Refused reset links for one email from one client: the same shape. */
  resetFailures: {
    free: 5,
    baseDelayMs: 30_000,
    maxDelayMs: 15 * MINUTE,
    windowMs: HOUR,
    title: 'AUTH_TOO_MANY_ATTEMPTS',
    detail: 'Too many invalid password reset attempts for this email.',
  },
  /** Wrong passwords and reset links from one client, whatever the account: credential stuffing. */
  clientFailures: {
    free: 20,
    baseDelayMs: 10_000,
    maxDelayMs: 15 * MINUTE,
    windowMs: HOUR,
    title: 'ERROR_TOO_MANY_REQUESTS',
    detail: 'Too many failed sign-ins from your network.',
  },
} satisfies Record<string, BackoffPolicy>;

export type AccountLimits = {
  [name in keyof typeof ACCOUNT_RATE_POLICIES]: DatabaseRateLimiter;
} & { [name in keyof typeof ACCOUNT_BACKOFF_POLICIES]: FailureBackoff };

/** The counters live in the account schema, so every replica counts into the same ones. */
export function createAccountLimits(data: AreaData, clock: Clock): AccountLimits {
  const budgets = Object.entries(ACCOUNT_RATE_POLICIES).map(
    ([name, policy]) => [name, new DatabaseRateLimiter(data, name, policy, clock)] as const,
  );
  const backoffs = Object.entries(ACCOUNT_BACKOFF_POLICIES).map(
    ([name, policy]) => [name, new FailureBackoff(data, name, policy, clock)] as const,
  );
  return Object.fromEntries([...budgets, ...backoffs]) as AccountLimits;
}

/** What a guarded check gives back: the refusal to answer, or how to take the failure back. */
export type Guarded = { refused: Response } | { forgive: () => Promise<void> };

/**
 * Counts an attempt at a secret as a failure under each (backoff, key) before it is checked,
 * one backoff after another: the first that makes the client wait refuses it, and what the
 * earlier ones counted is taken back (the attempt never ran). Refused first, and without
 * counting, while the client's place in the password line is full.
 */
export async function guardSecretCheck(
  request: Request,
  checks: readonly (readonly [FailureBackoff, string])[],
): Promise<Guarded> {
  const busy = passwordLineFull(clientKey(request));
  if (busy) return { refused: busy };
  const counted: (() => Promise<void>)[] = [];
  const forgive = async () => {
    for (const take of counted) await take();
  };
  for (const [backoff, key] of checks) {
    const verdict = await backoff.attempt([key]);
    if ('refused' in verdict) {
      await forgive();
      return verdict;
    }
    counted.push(() => backoff.forgive(verdict.reserved));
  }
  return { forgive };
}

/** The key of an (account, client) pair's failures. */
export const pairKey = (account: string, request: Request) => `${account}|${clientKey(request)}`;

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
