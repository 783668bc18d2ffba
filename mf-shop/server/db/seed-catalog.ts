import type { Db } from '@autoparts/service-kit';
import { productColumns } from '../catalog/product-rows';
import { generateProductRecords } from '../data/catalog';
import { products } from './schema';

/** Rows per insert: large enough to be quick, small enough for PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

/** The demo catalog, products 1..size, written once into `shop.products`. */
export function seedCatalog(size: number) {
  return async (tx: Db): Promise<void> => {
    const records = generateProductRecords(size);
    for (let start = 0; start < records.length; start += BATCH)
      await tx.insert(products).values(records.slice(start, start + BATCH).map(productColumns));
  };
}
