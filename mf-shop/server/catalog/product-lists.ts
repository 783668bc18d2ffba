import type { Product } from '@autoparts/shared';
import type { CategoryNode } from '../data/categories';
import type { Catalog } from '../data/catalog';
import { cached, RATING_ORDER } from './cached';

export const PRODUCT_LISTS = [
  'featured',
  'popular',
  'top-rated',
  'special-offers',
  'latest',
] as const;
export type ProductListName = (typeof PRODUCT_LISTS)[number];
export const PRODUCT_LIST_SIZE = 8;

type Pick = (product: Product) => boolean;
type Compare = (a: Product, b: Product) => number;

const byId: Compare = (a, b) => a.id - b.id;
const discountShare = (p: Product) => (p.compareAtPrice ? 1 - p.price / p.compareAtPrice : 0);

/** What each home/sidebar list shows, and in which order. */
const LISTS: Record<ProductListName, { pick: Pick; compare: Compare }> = {
  featured: {
    pick: (p) =>
      p.stock === 'in-stock' && (p.badges.includes('hot') || (p.rating >= 4.5 && p.reviews >= 3)),
    compare: byId,
  },
  popular: {
    pick: () => true,
    compare: (a, b) => b.reviews - a.reviews || b.rating - a.rating || byId(a, b),
  },
  'top-rated': {
    pick: (p) => p.reviews > 0,
    compare: (a, b) => b.rating - a.rating || b.reviews - a.reviews || byId(a, b),
  },
  'special-offers': {
    pick: (p) => p.compareAtPrice !== null,
    compare: (a, b) => discountShare(b) - discountShare(a) || byId(a, b),
  },
  latest: {
    pick: () => true,
    compare: (a, b) =>
      Number(b.badges.includes('new')) - Number(a.badges.includes('new')) || b.id - a.id,
  },
};

function listOrder(catalog: Catalog, name: ProductListName): Product[] {
  // Keyed as rating-dependent: a new review can move a product in or out of these lists.
  return cached(catalog, `${RATING_ORDER}${name}`, () =>
    catalog.products.filter(LISTS[name].pick).sort(LISTS[name].compare),
  );
}

function inCategory(catalog: Catalog, category: CategoryNode | null) {
  if (!category) return () => true;
  const types = new Set(category.partTypes);
  // Product ids are their catalog positions plus one (see createCatalog).
  return (product: Product) => types.has(catalog.index.typeOf[product.id - 1]!);
}

export function productList(
  catalog: Catalog,
  name: ProductListName,
  limit: number,
  category: CategoryNode | null,
): Product[] {
  const fits = inCategory(catalog, category);
  const result: Product[] = [];
  for (const product of listOrder(catalog, name)) {
    if (result.length >= limit) break;
    if (fits(product)) result.push(product);
  }
  return result;
}

/**
 * Products of the same part type, then of the same department, starting after the product in
 * catalog order, so neighbouring products show different related items.
 */
export function relatedProducts(catalog: Catalog, position: number, limit: number): Product[] {
  const { typeOf, size } = catalog.index;
  const type = typeOf[position]!;
  const department = catalog.tree.leafOfPartType[type]!.parent;
  const sameDepartment = new Set(department?.partTypes ?? [type]);
  const result: number[] = [];
  for (const matches of [(t: number) => t === type, (t: number) => sameDepartment.has(t)]) {
    for (let k = 1; k < size && result.length < limit; k++) {
      const i = (position + k) % size;
      if (matches(typeOf[i]!) && !result.includes(i)) result.push(i);
    }
  }
  return result.map((i) => catalog.products[i]!);
}
