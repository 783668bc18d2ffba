import { NotFound } from '@autoparts/shared';

/** The storefront's 404 look, for shop paths and slugs that lead nowhere (spec §8). */
export function ShopNotFound() {
  return <NotFound />;
}
