import { startLoadEarly } from '@autoparts/shared';
import { getProducts } from '../../api/catalog.api';
import { getCategory } from '../../api/categories.api';
import { parseListState, productsQuery } from '../../stores/list-url-state';

/** The catalog page's loader keys, shared with the early starts so their answers are taken. */
export const categoryLoaderKey = (slug: string | null): string => `category:${slug}`;
export const productsLoaderKey = (query: string): string => `products:${query}`;

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
 * products as the address's list state has them, and for the category: the list's first
 * pictures are the page's largest element.
 */
export function startProductListEarly(slug: string | null, search: string): void {
  if (slug !== null) startCategoryEarly(slug);
  const query = productsQuery(slug, parseListState(new URLSearchParams(search))).toString();
  startLoadEarly(productsLoaderKey(query), () => getProducts(new URLSearchParams(query)));
}
