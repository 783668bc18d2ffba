import { getStorefront } from '@autoparts/shared';

/** Where the API lives when no storefront has started (unit tests render without one). */
const FALLBACK_API_BASE = '/api';

function apiBase(): string {
  try {
    return getStorefront().config.apiBase.replace(/\/+$/, '');
  } catch {
    return FALLBACK_API_BASE;
  }
}

/**
 * The address of a catalog image: products and categories name files under the product image
 * base address, which the shop API serves (spec §3).
 */
export function productImageUrl(file: string): string {
  return `${apiBase()}/shop/images/products/${encodeURIComponent(file)}`;
}
