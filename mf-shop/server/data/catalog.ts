import type { Brand, Product } from '@autoparts/shared';
import { forgetRatingOrders } from '../catalog/cached';
import { buildCatalogIndex, type CatalogIndex } from '../catalog/catalog-index';
import { BRANDS } from './brands';
import { buildCategoryTree, type CategoryTree } from './categories';
import { VEHICLE_ID_MAX } from './fitment';
import {
  createProductAssembler,
  generateProductRecord,
  type ProductRecord,
} from './product-factory';
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

/**
 * The demo catalog's records, products 1..size, as the shop schema is seeded with them. Names
 * repeat in a large catalog; the id suffix keeps every slug unique and stable.
 */
export function generateProductRecords(size: number): ProductRecord[] {
  const slugs = new Set<string>();
  return Array.from({ length: size }, (_, i) => {
    const record = generateProductRecord(i + 1);
    if (slugs.has(record.slug)) record.slug = `${record.slug}-${record.id}`;
    slugs.add(record.slug);
    return record;
  });
}

/**
 * The read model the catalog's endpoints answer from, built from the stored records (in id
 * order, ids 1..n: an id is also a position in the index columns).
 */
export function buildCatalog(records: readonly ProductRecord[]): Catalog {
  const tree = buildCategoryTree();
  const assemble = createProductAssembler(tree);
  const entries = records.map((record, i) => {
    if (record.id !== i + 1)
      throw new Error(`The catalog's ids run 1..n: ${record.id} at ${i + 1}`);
    return assemble(record);
  });
  const bySlug = new Map(entries.map(({ product }, i) => [product.slug, i]));
  const index = buildCatalogIndex(entries, VEHICLE_ID_MAX);
  const perType = new Uint32Array(tree.leafOfPartType.length);
  for (let i = 0; i < entries.length; i++) perType[index.typeOf[i]!]!++;
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

/** The demo catalog straight from code, without a database (pure tests, sample requests). */
export function createCatalog({ size = APP_CATALOG_SIZE }: CatalogOptions = {}): Catalog {
  return buildCatalog(generateProductRecords(size));
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
