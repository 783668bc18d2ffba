import type { ProductRecord } from '../data/product-factory';
import { type products } from '../db/schema';

type ProductRow = typeof products.$inferSelect;

/** A record as the `shop.products` row that stores it (prices as exact decimals). */
export function productColumns(record: ProductRecord): ProductRow {
  const { compatibility, reviews, price, compareAtPrice, ...same } = record;
  return {
    ...same,
    price: price.toFixed(2),
    compareAtPrice: compareAtPrice === null ? null : compareAtPrice.toFixed(2),
    sampleReviews: reviews,
    fitment: Array.isArray(compatibility) ? 'list' : compatibility,
    vehicleIds: Array.isArray(compatibility) ? compatibility : [],
  };
}

/** The record a stored row holds. */
export function recordOf(row: ProductRow): ProductRecord {
  const { fitment, vehicleIds, sampleReviews, price, compareAtPrice, ...same } = row;
  return {
    ...same,
    colors: row.colors as ProductRecord['colors'],
    price: Number(price),
    compareAtPrice: compareAtPrice === null ? null : Number(compareAtPrice),
    reviews: sampleReviews,
    compatibility: fitment === 'list' ? vehicleIds : fitment,
  };
}
