import type { SchemaPlan } from '@autoparts/service-kit';
import { APP_CATALOG_SIZE } from '../data/catalog';
import { shopMigrations } from './migrations';
import { seedShop } from './seed';
import { seedCatalog } from './seed-catalog';
import { seedCrossReferences } from './seed-cross-references';

export interface ShopPlanOptions {
  /** Products in the demo catalog (tests seed fewer, the benchmark 100,000). */
  catalogSize?: number;
}

/**
 * The shop schema: its migrations, the demo customer's orders (`seed`, the first seed of the
 * area), the catalog's products (`catalog`, added later: written into schemas seeded before)
 * and their OEM and interchange numbers (`cross-references`: filled into rows stored before).
 */
export function shopSchemaPlan({
  catalogSize = APP_CATALOG_SIZE,
}: ShopPlanOptions = {}): SchemaPlan {
  return {
    schema: 'shop',
    migrations: shopMigrations,
    seeds: [
      { id: 'seed', run: seedShop(catalogSize) },
      { id: 'catalog', run: seedCatalog(catalogSize) },
      { id: 'cross-references', run: seedCrossReferences },
    ],
  };
}
