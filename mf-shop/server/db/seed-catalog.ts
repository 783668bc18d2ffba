import { insertRows, type Db } from '@autoparts/service-kit';
import { productColumns } from '../catalog/product-rows';
import { generateProductRecords } from '../data/catalog';
import { products } from './schema';

/** The demo catalog, products 1..size, written once into `shop.products`. */
export function seedCatalog(size: number) {
  return (tx: Db): Promise<void> =>
    insertRows(tx, products, generateProductRecords(size).map(productColumns));
}
