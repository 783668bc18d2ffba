import type { Migration } from '@autoparts/service-kit';
import { ORDERS_REVIEWS_0001 } from './0001-orders-reviews';
import { RATE_LIMITS_0002 } from './0002-rate-limits';
import { PRODUCTS_0003 } from './0003-products';
import { CROSS_REFERENCES_0004 } from './0004-cross-references';

/**
 * The shop schema's migrations, oldest first. Kept as modules, not files read at start, so a
 * bundled service carries them. A migration is never edited once merged: a change of shape is
 * the next one.
 */
export const shopMigrations: readonly Migration[] = [
  { id: '0001_orders_reviews', sql: ORDERS_REVIEWS_0001 },
  RATE_LIMITS_0002,
  PRODUCTS_0003,
  CROSS_REFERENCES_0004,
];
