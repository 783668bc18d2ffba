import { ApiError, getHttp, QUIET, type Product } from '@autoparts/shared';

/**
 * The product of a slug, through the spec's own call (POST Product/getProductBySlug); null when
 * there is no such product, so the page can show its 404. Quiet: the page shows its own message
 * for any other failure instead of a toast.
 */
export async function getProductBySlug(slug: string): Promise<Product | null> {
  try {
    return await getHttp()
      .post('Product/getProductBySlug', { json: { slug }, context: QUIET })
      .json();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
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
