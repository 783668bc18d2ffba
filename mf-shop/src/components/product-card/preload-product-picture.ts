import { preloadImage, productImageUrl, type Product } from '@autoparts/shared';

/**
 * Asks for a product's first picture (the one its card and its gallery open with) ahead of the
 * <img> that will show it. An answer without pictures, or not shaped as expected, asks for nothing:
 * the page that renders it says what is wrong, not this head start.
 */
export function preloadProductPicture(product: Pick<Product, 'images'> | null | undefined): void {
  const picture: unknown = product?.images?.[0];
  if (typeof picture === 'string') preloadImage(productImageUrl(picture));
}
