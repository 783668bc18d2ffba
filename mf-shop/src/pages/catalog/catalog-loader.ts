import { startLoadEarly } from '@autoparts/shared';
import { getProducts } from '../../api/catalog.api';
import { getCategory } from '../../api/categories.api';
import { preloadProductPicture } from '../../components/product-card/preload-product-picture';
import { parseListState, productsQuery } from '../../stores/list-url-state';

/** The catalog page's loader keys, shared with the early starts so their answers are taken. */
export const categoryLoaderKey = (slug: string | null): string => `category:${slug}`;
export const productsLoaderKey = (query: string): string => `products:${query}`;

/** A list's cards whose pictures come first: a phone's first row (the page's largest element). */
export const FIRST_CARDS = 2;

/**
 * Opened on a category, the shop asks for it while the page's code downloads rather than after
 * the page renders. A category's own page asks for the category only: whether it lists products
 * depends on its layout. The route table (routes.tsx) says which address is which page.
 */
export function startCategoryEarly(slug: string): void {
  startLoadEarly(categoryLoaderKey(slug), () => getCategory(slug));
}

/**
 * Opened on a product list (all products, or a category's: `slug`), the shop asks for its
 * products as the address's list state has them, and for the category; the first cards' pictures,
 * the page's largest element, as soon as the products are known, not once the list renders.
 */
export function startProductListEarly(slug: string | null, search: string): void {
  if (slug !== null) startCategoryEarly(slug);
  const query = productsQuery(slug, parseListState(new URLSearchParams(search))).toString();
  startLoadEarly(productsLoaderKey(query), async () => {
    const list = await getProducts(new URLSearchParams(query));
    const items: unknown = list?.items;
    if (Array.isArray(items)) items.slice(0, FIRST_CARDS).forEach(preloadProductPicture);
    return list;
  });
}
