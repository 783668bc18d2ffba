import { getStorefront } from './storefront';

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
 * Catalog images are files the shop API serves under its image base address (spec §3); the
 * shell's mini cart shows them as well as the shop, so the address is built here once.
 */
function imageUrl(folder: 'products' | 'brands' | 'avatars', file: string): string {
  return `${apiBase()}/shop/images/${folder}/${encodeURIComponent(file)}`;
}

/**
 * The address of a catalog image: products and categories name files under the product image
 * base address, which the shop API serves (spec §3).
 */
export function productImageUrl(file: string): string {
  return imageUrl('products', file);
}

/** Brand logos are served beside the product images, under brands/ (see mock/README.md). */
export function brandImageUrl(file: string): string {
  return imageUrl('brands', file);
}

/** Reviewers' pictures: a review's avatar is a file name under avatars/ (see mock/README.md). */
export function avatarImageUrl(file: string): string {
  return imageUrl('avatars', file);
}
