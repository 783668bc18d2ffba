import type { Migration } from '@autoparts/service-kit';

/** The catalog's products (see schema.ts); the `catalog` seed fills the table once. */
export const PRODUCTS_0003: Migration = {
  id: '0003_products',
  sql: `create table shop.products (
  id integer primary key,
  slug text not null unique,
  sku text not null unique,
  part_number text not null,
  name text not null,
  excerpt text not null,
  description text not null,
  brand text not null,
  part_type text not null,
  line text not null,
  colors text[] not null,
  spec_values text[] not null,
  price numeric(10, 2) not null,
  compare_at_price numeric(10, 2),
  stock text not null,
  badges text[] not null,
  rating double precision not null,
  sample_reviews integer not null,
  fitment text not null check (fitment in ('all', 'unknown', 'list')),
  vehicle_ids integer[] not null,
  images text[] not null
);`,
};
