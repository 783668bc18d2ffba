import type { Catalog } from '../data/catalog';

/** A value derived from the catalog once and kept until `forgetRatingOrders`. */
export function cached<T>(catalog: Catalog, key: string, make: () => T): T {
  if (!catalog.cache.has(key)) catalog.cache.set(key, make());
  return catalog.cache.get(key) as T;
}

/** Orders that depend on ratings or review counts carry this prefix in their cache key. */
export const RATING_ORDER = 'rating-order:';

/** Drops the orders a change of ratings or review counts made stale. */
export function forgetRatingOrders(catalog: Catalog): void {
  for (const key of catalog.cache.keys())
    if (key.startsWith(RATING_ORDER)) catalog.cache.delete(key);
}
