/**
 * The demo customer (red-parts@example.com) whose data several slices seed: addresses in the
 * account slice, orders in the shop's, the garage in the vehicle's. One id for all of them.
 */
export const SEEDED_CUSTOMER_ID = 1;
