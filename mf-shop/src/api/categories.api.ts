import { getHttp, QUIET, type Category } from '@autoparts/shared';

/**
 * A category with its children `depth` levels down. Quiet: an unknown slug is the 404 page, not
 * a toast, and other failures get the page's own message.
 */
export function getCategory(slug: string, depth = 1): Promise<Category> {
  return getHttp()
    .get(`shop/categories/${encodeURIComponent(slug)}`, {
      searchParams: { depth },
      context: QUIET,
    })
    .json();
}

/** The top-level categories with their children `depth` levels down. */
export function getCategories(depth = 1): Promise<Category[]> {
  return getHttp().get('shop/categories', { searchParams: { depth }, context: QUIET }).json();
}
