import type { Brand, Product } from '@autoparts/shared';
import { RATING_ORDER } from '../catalog/cached';
import { buildCatalogIndex, type CatalogIndex } from '../catalog/catalog-index';
import { BRANDS } from './brands';
import { buildCategoryTree, type CategoryTree } from './categories';
import { VEHICLE_ID_MAX } from './fitment';
import { createProductFactory } from './product-factory';
import { ReviewStore, type NewReview } from './reviews';

/** The app's catalog size: realistic, and generated in a fraction of a second at start. */
export const APP_CATALOG_SIZE = 2400;

export interface Catalog {
  /** products[i].id === i + 1, so an id is also a position in the index columns. */
  products: Product[];
  brands: readonly Brand[];
  tree: CategoryTree;
  index: CatalogIndex;
  /** Product slug -> position in `products`. */
  bySlug: Map<string, number>;
  reviews: ReviewStore;
  /** Derived orderings (by name, popular, top-rated ...); see catalog/cached.ts. */
  cache: Map<string, unknown>;
}

export interface CatalogOptions {
  size?: number;
  /** The clock for new reviews' dates (tests pin it). */
  now?: () => number;
}

export function createCatalog({ size = APP_CATALOG_SIZE, now }: CatalogOptions = {}): Catalog {
  const tree = buildCategoryTree();
  const generate = createProductFactory(tree);
  const entries = Array.from({ length: size }, (_, i) => generate(i + 1));
  const bySlug = new Map<string, number>();
  entries.forEach(({ product }, i) => {
    // Names repeat in a large catalog; the part number suffix keeps every slug unique and stable.
    if (bySlug.has(product.slug)) product.slug = `${product.slug}-${product.id}`;
    bySlug.set(product.slug, i);
  });
  const index = buildCatalogIndex(entries, VEHICLE_ID_MAX);
  const perType = new Uint32Array(tree.leafOfPartType.length);
  for (let i = 0; i < size; i++) perType[index.typeOf[i]!]!++;
  for (const node of tree.nodes)
    node.ref.items = node.partTypes.reduce((sum, t) => sum + perType[t]!, 0);
  return {
    products: entries.map((e) => e.product),
    brands: BRANDS,
    tree,
    index,
    bySlug,
    reviews: new ReviewStore(now),
    cache: new Map(),
  };
}

export function findProduct(
  catalog: Catalog,
  slug: string,
): { product: Product; position: number } | null {
  const position = catalog.bySlug.get(slug);
  const product = position === undefined ? undefined : catalog.products[position];
  return product && position !== undefined ? { product, position } : null;
}

/**
 * Adds a review and keeps the rating filter's column in step with the new averages (of the
 * product, and of any product whose oldest added review was dropped to make room).
 */
export function addReview(catalog: Catalog, position: number, input: NewReview) {
  const { review, changed } = catalog.reviews.add(catalog.products[position]!, input);
  // A product's position is its id minus one (see createCatalog).
  for (const product of changed) catalog.index.rating[product.id - 1] = Math.round(product.rating);
  for (const key of catalog.cache.keys())
    if (key.startsWith(RATING_ORDER)) catalog.cache.delete(key);
  return review;
}
