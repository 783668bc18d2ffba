import { asc } from 'drizzle-orm';
import type { AreaData } from '@autoparts/service-kit';
import { buildCatalog, type Catalog } from '../data/catalog';
import { products } from '../db/schema';
import { recordOf } from './product-rows';

/** The catalog the endpoints answer from, once it is loaded. */
export type CatalogSource = () => Promise<Catalog>;

/**
 * The catalog's read model, built from `shop.products` on first use and kept: a filtered list
 * over 100,000 products is a loop over typed arrays in memory (catalog-index.ts), far under what
 * a query per request costs, and products change only when the schema is seeded. A load that
 * fails (the database away) is not remembered; once loaded, the catalog answers without it.
 */
export class CatalogReadModel {
  private loading: Promise<Catalog> | null = null;

  constructor(private readonly data: AreaData) {}

  current(): Promise<Catalog> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  /** The schema was seeded anew: the next request loads the catalog again. */
  forget(): void {
    this.loading = null;
  }

  private async load(): Promise<Catalog> {
    const db = await this.data.db();
    const rows = await db.select().from(products).orderBy(asc(products.id));
    return buildCatalog(rows.map(recordOf));
  }
}
