import { shopLinks, startLoadEarly } from '@autoparts/shared';
import { decodeSegment } from '../../lib/decode-segment';
import { matchPath } from '@autoparts/shared/router';
import { getProductBySlug } from '../../api/product.api';

/** The product page's loader key, shared with startProductEarly so the early answer is taken. */
export const productLoaderKey = (slug: string): string => `product:${slug}`;

// The product page's full address pattern: the shell mounts the shop's routes under its home.
const PRODUCT_PATH = `${shopLinks.home.getHref()}/${shopLinks.product.path}`;

/**
 * Opened on a product page, the shop asks for its product while the page's own code is still
 * downloading, instead of after the page renders: the product's picture is that page's largest
 * element, and it can only be asked for once the product is known.
 */
export function startProductEarly(pathname: string): void {
  const slug = decodeSegment(matchPath(PRODUCT_PATH, pathname)?.params.slug);
  if (slug) startLoadEarly(productLoaderKey(slug), () => getProductBySlug(slug));
}
