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

/** A product image file name is served by the shop API under its image base address (spec §3). */
export function productImageUrl(file: string): string {
  return `${apiBase()}/shop/images/products/${encodeURIComponent(file)}`;
}
