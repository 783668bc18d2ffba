import { shopLinks, startLoadEarly } from '@autoparts/shared';
import { decodeSegment } from '../../lib/decode-segment';
import { matchPath } from '@autoparts/shared/router';
import { getProducts } from '../../api/catalog.api';
import { getCategory } from '../../api/categories.api';
import { parseListState, productsQuery } from '../../stores/list-url-state';

/** The catalog page's loader keys, shared with startCatalogEarly so its early answers are taken. */
export const categoryLoaderKey = (slug: string | null): string => `category:${slug}`;
export const productsLoaderKey = (query: string): string => `products:${query}`;

const SHOP = shopLinks.home.getHref();
const ALL_PRODUCTS = `${SHOP}/${shopLinks.products.path}`;
const CATEGORY_PRODUCTS = `${SHOP}/${shopLinks.products.categoryPath}`;
const CATEGORY = `${SHOP}/${shopLinks.category.path}`;

/**
 * Opened on a product list or a category, the shop asks for its category and products while the
 * page's code downloads rather than after the page renders (the list's first pictures are the
 * page's largest element). A category's own page asks for the category only: whether it lists
 * products depends on its layout.
 */
export function startCatalogEarly(pathname: string, search: string): void {
  const listed = matchPath(ALL_PRODUCTS, pathname)
    ? { slug: null }
    : matchPath(CATEGORY_PRODUCTS, pathname)?.params;
  const landing = listed ? undefined : matchPath(CATEGORY, pathname)?.params;
  const slug = decodeSegment((listed ?? landing)?.slug);
  if (slug) startLoadEarly(categoryLoaderKey(slug), () => getCategory(slug));
  if (!listed || slug === undefined) return;
  const query = productsQuery(slug, parseListState(new URLSearchParams(search))).toString();
  startLoadEarly(productsLoaderKey(query), () => getProducts(new URLSearchParams(query)));
}
