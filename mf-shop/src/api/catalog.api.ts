import { getHttp, QUIET, type Product, type ProductsList } from '@autoparts/shared';

/** The home and sidebar product lists of the shop API (GET shop/lists/{list}). */
export type ProductListName = 'featured' | 'popular' | 'top-rated' | 'special-offers' | 'latest';

/**
 * One page of the product list. The page shows its own message when this fails, so the call is
 * quiet (no toast); `params` are the list's page, limit, sort and filter_<name> parameters.
 */
export function getProducts(params: URLSearchParams): Promise<ProductsList> {
  return getHttp().get('shop/products', { searchParams: params, context: QUIET }).json();
}

export interface ProductListOptions {
  limit?: number;
  /** Keeps the list to one category's subtree. */
  category?: string;
}

export function getProductList(
  list: ProductListName,
  { limit, category }: ProductListOptions = {},
): Promise<Product[]> {
  const searchParams = new URLSearchParams();
  if (limit !== undefined) searchParams.set('limit', String(limit));
  if (category) searchParams.set('category', category);
  return getHttp().get(`shop/lists/${list}`, { searchParams, context: QUIET }).json();
}
