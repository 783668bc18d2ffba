import {
  type AreaData,
  type BackoffPolicy,
  type Clock,
  DatabaseRateLimiter,
  FailureBackoff,
  type RatePolicy,
} from '@autoparts/service-kit';

const MINUTE = 60_000;

/**
 * New orders: guests 10 in 10 minutes per client, signed-in customers 30 in 10 minutes each,
 * wherever they order from (an office's shared address is not their limit). Titles are keys of
 * the shop's texts, which the checkout shows.
 */
export const ORDER_RATE_LIMITS = {
  perGuestClient: {
    limit: 10,
    windowMs: 10 * MINUTE,
    title: 'ORDER_TOO_MANY_ORDERS',
    detail: 'Too many guest orders from your network.',
  },
  perCustomer: {
    limit: 30,
    windowMs: 10 * MINUTE,
    title: 'ORDER_TOO_MANY_ORDERS',
    detail: 'Too many orders from your account.',
  },
} satisfies Record<string, RatePolicy>;

/** Every track-order lookup of a client, found or not: 30 in 10 minutes caps a flood of any kind. */
export const TRACK_LOOKUPS_PER_CLIENT = {
  limit: 30,
  windowMs: 10 * MINUTE,
  title: 'ERROR_TOO_MANY_REQUESTS',
  detail: 'Too many order lookups from your network.',
} satisfies RatePolicy;

/**
 * Lookups that found no order, counted per client and per (email, client): 5 free in an hour,
 * then a wait from 30 seconds doubling to 30 minutes. Guessing numbers for a known email gets
 * one address nowhere, a found order is forgiven, and never per email from everywhere: strangers'
 * misses must not make a guest wait for their own order (as with sign-in).
 */
export const TRACK_MISSES = {
  free: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 30 * MINUTE,
  windowMs: 60 * MINUTE,
  title: 'ORDER_TRACK_TOO_MANY_ATTEMPTS',
  detail: 'Too many order lookups found nothing.',
} satisfies BackoffPolicy;

export interface OrderLimits {
  guestOrders: DatabaseRateLimiter;
  customerOrders: DatabaseRateLimiter;
  trackLookups: DatabaseRateLimiter;
  trackMisses: FailureBackoff;
}

/** The counters live in the shop schema, so every replica counts into the same ones. */
export function createOrderLimits(data: AreaData, clock: Clock): OrderLimits {
  const { perGuestClient, perCustomer } = ORDER_RATE_LIMITS;
  return {
    guestOrders: new DatabaseRateLimiter(data, 'ordersPerGuestClient', perGuestClient, clock),
    customerOrders: new DatabaseRateLimiter(data, 'ordersPerCustomer', perCustomer, clock),
    trackLookups: new DatabaseRateLimiter(data, 'trackPerClient', TRACK_LOOKUPS_PER_CLIENT, clock),
    trackMisses: new FailureBackoff(data, 'trackMisses', TRACK_MISSES, clock),
  };
}
