import { startLoadEarly } from '@autoparts/shared';
import { getProductBySlug } from '../../api/product.api';
import { preloadProductPicture } from '../../components/product-card/preload-product-picture';

/** The product page's loader key, shared with startProductEarly so the early answer is taken. */
export const productLoaderKey = (slug: string): string => `product:${slug}`;

/**
 * Opened on a product page, the shop asks for its product while the page's own code is still
 * downloading, instead of after the page renders; the product's first picture, the page's
 * largest element, is asked for as soon as the product is known, not once the gallery renders.
 * The route table (routes.tsx) says which address is a product page.
 */
export function startProductEarly(slug: string): void {
  startLoadEarly(productLoaderKey(slug), async () => {
    const product = await getProductBySlug(slug);
    preloadProductPicture(product);
    return product;
  });
}
