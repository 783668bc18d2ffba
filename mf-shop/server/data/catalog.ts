import type { Brand, Product } from '@autoparts/shared';
import { forgetRatingOrders } from '../catalog/cached';
import { buildCatalogIndex, type CatalogIndex } from '../catalog/catalog-index';
import { BRANDS } from './brands';
import { buildCategoryTree, type CategoryTree } from './categories';
import { VEHICLE_ID_MAX } from './fitment';
import { createProductFactory } from './product-factory';
import { ratingOf, sampleRatings } from './reviews';

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
  /** Each product's sample reviews (its `reviews` before visitors' reviews are counted in). */
  sampleReviewCounts: Uint16Array;
  /** Derived orderings (by name, popular, top-rated ...); see catalog/cached.ts. */
  cache: Map<string, unknown>;
}

export interface CatalogOptions {
  size?: number;
}

export function createCatalog({ size = APP_CATALOG_SIZE }: CatalogOptions = {}): Catalog {
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
  const products = entries.map((e) => e.product);
  return {
    products,
    brands: BRANDS,
    tree,
    index,
    bySlug,
    sampleReviewCounts: Uint16Array.from(products, (product) => product.reviews),
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

/** Visitors' reviews of one product, as the database counts them. */
export interface ReviewTally {
  count: number;
  starSum: number;
}

function setReviewFigures(catalog: Catalog, position: number, visitors: ReviewTally): void {
  const product = catalog.products[position]!;
  const samples = catalog.sampleReviewCounts[position]!;
  const stars = sampleRatings(product.id, samples).reduce((sum, r) => sum + r, visitors.starSum);
  product.reviews = samples + visitors.count;
  product.rating = ratingOf(stars, product.reviews);
  catalog.index.rating[position] = Math.round(product.rating);
}

/**
 * Counts visitors' reviews into a product's review count and rating, keeping the rating filter
 * and the rating-ordered lists in step. Visitors' reviews are never removed, so a tally of fewer
 * than the product already counts is an older read (of requests answered out of order): ignored.
 */
export function countVisitorReviews(catalog: Catalog, productId: number, tally: ReviewTally) {
  // A product's position is its id minus one (see createCatalog).
  const position = productId - 1;
  const product = catalog.products[position];
  if (!product || catalog.sampleReviewCounts[position]! + tally.count <= product.reviews) return;
  setReviewFigures(catalog, position, tally);
  forgetRatingOrders(catalog);
}

/** Every product back to its sample reviews alone (the database was reset). */
export function forgetVisitorReviews(catalog: Catalog): void {
  catalog.products.forEach((product, position) => {
    if (product.reviews !== catalog.sampleReviewCounts[position])
      setReviewFigures(catalog, position, { count: 0, starSum: 0 });
  });
  forgetRatingOrders(catalog);
}
