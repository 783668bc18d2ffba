import type { Category } from '@autoparts/shared';

// The shop's link builders (spec §2), absolute so a link works from any page of any area.

export const SHOP_PATH = '/shop';
export const ALL_PRODUCTS_PATH = '/shop/category/products';

export function productPath(slug: string): string {
  return `/shop/products/${encodeURIComponent(slug)}`;
}

/** A category's page: its products when its layout is products, else its subcategories. */
export function categoryPath(category: Pick<Category, 'slug' | 'layout'>): string {
  const base = `/shop/category/${encodeURIComponent(category.slug)}`;
  return category.layout === 'products' ? `${base}/products` : base;
}

export function categoryProductsPath(slug: string): string {
  return `/shop/category/${encodeURIComponent(slug)}/products`;
}

/** All products of one brand: the catalog filtered by it. */
export function brandProductsPath(brandSlug: string): string {
  return `${ALL_PRODUCTS_PATH}?filter_brand=${encodeURIComponent(brandSlug)}`;
}
