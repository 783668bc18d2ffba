import { startLoadEarly } from '@autoparts/shared';
import { getProductBySlug } from '../../api/product.api';

/** The product page's loader key, shared with startProductEarly so the early answer is taken. */
export const productLoaderKey = (slug: string): string => `product:${slug}`;

/**
 * Opened on a product page, the shop asks for its product while the page's own code is still
 * downloading, instead of after the page renders: the product's picture is that page's largest
 * element, and it can only be asked for once the product is known. The route table
 * (routes.tsx) says which address is a product page.
 */
export function startProductEarly(slug: string): void {
  startLoadEarly(productLoaderKey(slug), () => getProductBySlug(slug));
}
