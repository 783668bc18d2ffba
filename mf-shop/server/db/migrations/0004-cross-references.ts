import type { Migration } from '@autoparts/service-kit';

/**
 * Each product's OEM and interchange numbers (see schema.ts). Columns on the product row, not a
 * table: the read model loads whole rows, and the search over numbers is built in memory from it.
 * The `cross-references` seed fills them in rows stored before.
 */
export const CROSS_REFERENCES_0004: Migration = {
  id: '0004_cross_references',
  sql: `alter table shop.products
  add column oem jsonb not null default '[]',
  add column interchange jsonb not null default '[]';`,
};
