import { getHttp, QUIET, type Product } from '@autoparts/shared';

/**
 * The product of a slug, through the spec's own call (POST Product/getProductBySlug). Quiet: the
 * page shows its own 404 (the loader's 'not-found') or failure with Retry instead of a toast.
 */
export function getProductBySlug(slug: string): Promise<Product> {
  return getHttp().post('Product/getProductBySlug', { json: { slug }, context: QUIET }).json();
}

/** The related products carousel under the product page. */
export const RELATED_PRODUCTS_LIMIT = 8;

export function getRelatedProducts(
  slug: string,
  limit = RELATED_PRODUCTS_LIMIT,
): Promise<Product[]> {
  return getHttp()
    .get(`shop/products/${encodeURIComponent(slug)}/related`, {
      searchParams: { limit },
      context: QUIET,
    })
    .json();
}
