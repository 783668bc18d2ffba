import type { SchemaPlan } from '@autoparts/service-kit';
import type { Catalog } from '../data/catalog';
import { shopMigrations } from './migrations';
import { seedShop } from './seed';

/** The shop schema: its migrations and the demo customer's orders, priced from `catalog`. */
export function shopSchemaPlan(catalog: Catalog): SchemaPlan {
  return {
    schema: 'shop',
    migrations: shopMigrations,
    seeds: [{ id: 'seed', run: seedShop(catalog) }],
  };
}
