import { ACCOUNT_BACKOFF_POLICIES, ACCOUNT_RATE_POLICIES } from '@autoparts/mf-account/server';
import { scaledLimit } from '@autoparts/service-kit';
// The shop's service entry does not export its limits: they are read from its modules.
import { REVIEW_RATE_LIMITS } from '../../../../mf-shop/server/handlers/reviews';
import {
  ORDER_RATE_LIMITS,
  TRACK_LOOKUPS_PER_CLIENT,
  TRACK_MISSES,
} from '../../../../mf-shop/server/orders/order-limits';

/** Failures a growing wait lets through before its first wait, scaled as FailureBackoff does. */
const free = (policy: { free: number; windowMs: number; title: string; detail: string }) =>
  scaledLimit({ ...policy, limit: policy.free });

/**
 * What one client may do before it is refused, from the areas' own policies as MOCK_RATE_LIMIT
 * scales them in this process (which must match the storefront's). Read, never restated, so a
 * changed limit moves the report's line with it.
 */
export function abuseBudgets() {
  const budgets = {
    accountChecks: scaledLimit(ACCOUNT_RATE_POLICIES.accountChecksPerClient),
    resetRequestsPerAccount: scaledLimit(ACCOUNT_RATE_POLICIES.resetRequestsPerAccount),
    passwordFailures: free(ACCOUNT_BACKOFF_POLICIES.passwordFailures),
    resetFailures: free(ACCOUNT_BACKOFF_POLICIES.resetFailures),
    clientFailures: free(ACCOUNT_BACKOFF_POLICIES.clientFailures),
    guestOrders: scaledLimit(ORDER_RATE_LIMITS.perGuestClient),
    reviews: scaledLimit(REVIEW_RATE_LIMITS.perClient),
    /** Wrong order numbers a client gets answered: the misses' free ones, under the flood cap. */
    trackGuesses: Math.min(scaledLimit(TRACK_LOOKUPS_PER_CLIENT), free(TRACK_MISSES)),
  };
  if (Object.values(budgets).some((budget) => budget === 0)) {
    throw new Error(
      `Rate limits are off here (MOCK_RATE_LIMIT=${process.env.MOCK_RATE_LIMIT ?? ''}): ` +
        "the abuse report needs the storefront's scale, e.g. MOCK_RATE_LIMIT=1.",
    );
  }
  return budgets;
}

export type AbuseBudgets = ReturnType<typeof abuseBudgets>;
