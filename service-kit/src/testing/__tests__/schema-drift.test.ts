/** @jest-environment ./src/testing/node-environment.ts */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { schemaDrift } from '../schema-drift';

// A small area using each thing the check compares: types drizzle and PostgreSQL spell apart,
// a descending key, an expression, a partial index, a composite key, nulls not distinct.
const drift = pgSchema('drift');
const parts = drift.table(
  'parts',
  {
    id: serial('id').primaryKey(),
    sku: varchar('sku', { length: 20 }).notNull().unique(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }),
    seenAt: timestamp('seen_at'),
    tags: text('tags').array().notNull(),
  },
  (table) => [
    index('parts_name').on(table.name.desc()),
    uniqueIndex('parts_lower_name')
      .on(sql`lower(${table.name})`)
      .where(sql`${table.price} is not null`),
  ],
);
const fitments = drift.table(
  'fitments',
  {
    partId: integer('part_id').notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    note: text('note'),
  },
  (table) => [
    primaryKey({ columns: [table.partId, table.vehicleId] }),
    unique('fitments_note').on(table.note).nullsNotDistinct(),
  ],
);
const schema = { drift, parts, fitments };

const planOf = (sqlText: string) => ({
  schema: 'drift',
  migrations: [{ id: '0001', sql: sqlText }],
});

test('finds nothing when the migrations make what the schema declares', async () => {
  const plan = planOf(`
    create table drift.parts (
      id serial primary key,
      sku varchar(20) not null unique,
      name text not null,
      price numeric(10, 2),
      seen_at timestamp,
      tags text[] not null
    );
    --> statement-breakpoint
    create index parts_name on drift.parts (name desc);
    --> statement-breakpoint
    create unique index parts_lower_name on drift.parts (lower(name)) where price is not null;
    --> statement-breakpoint
    create table drift.fitments (
      part_id integer not null,
      vehicle_id integer not null,
      note text,
      primary key (part_id, vehicle_id),
      constraint fitments_note unique nulls not distinct (note)
    );
    --> statement-breakpoint
    create table drift.rate_limit_hits (key text not null)`);
  expect(await schemaDrift(plan, schema)).toEqual([]);
});

test('reports each difference of columns, keys and indexes, both ways', async () => {
  const plan = planOf(`
    create table drift.parts (
      id integer primary key,
      sku text not null,
      name text,
      price numeric(10, 2),
      seen_at timestamptz,
      tags text[] not null,
      extra integer
    );
    --> statement-breakpoint
    create index parts_name on drift.parts (name);
    --> statement-breakpoint
    create index parts_sku on drift.parts (sku);
    --> statement-breakpoint
    create table drift.fitments (
      part_id integer not null,
      vehicle_id integer not null,
      note text,
      primary key (part_id),
      constraint fitments_vehicle unique (vehicle_id)
    )`);
  const bins = drift.table('bins', { id: integer('id').primaryKey() });
  const elsewhere = pgSchema('other').table('things', { id: integer('id') });
  expect(await schemaDrift(plan, { ...schema, bins, elsewhere })).toEqual([
    'drift.parts.sku: type character varying(20) in the schema, text in the migrated database',
    'drift.parts.name: not null in the schema, nullable in the migrated database',
    'drift.parts.seen_at: type timestamp without time zone in the schema, timestamp with time zone in the migrated database',
    'drift.parts.extra (integer null) is in the migrated database, but the schema does not declare it',
    'drift.parts: unique (sku) (parts_sku_unique) is declared, but no migration creates it',
    'drift.parts: index parts_name (name desc) in the schema, index parts_name (name) in the migrated database',
    'drift.parts: unique index parts_lower_name (lower(name)) where price is not null is declared, but no migration creates it',
    'drift.parts: index parts_sku (sku) is in the migrated database, but the schema does not declare it',
    'drift.fitments: primary key (part_id, vehicle_id) in the schema, (part_id) in the migrated database',
    'drift.fitments: unique (note) nulls not distinct (fitments_note) is declared, but no migration creates it',
    'drift.fitments: unique (vehicle_id) (fitments_vehicle) is in the migrated database, but the schema does not declare it',
    'drift.bins: declared, but no migration creates the table',
    'other.things: declared in schema other, but the plan migrates drift',
  ]);
});
