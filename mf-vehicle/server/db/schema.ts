import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgSchema,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The vehicle area's tables, in its own schema; a customer is named by the account's id only. */
export const vehicle = pgSchema('vehicle');

/**
 * A vehicle in a customer's garage, once per customer (the unique pair holds it under concurrent
 * adds); `id` grows with every add, so it is the order the garage lists them in.
 */
export const garageVehicles = vehicle.table(
  'garage_vehicles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id').notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('garage_vehicles_once').on(table.customerId, table.vehicleId),
    index('garage_vehicles_order').on(table.customerId, table.id),
  ],
);

/** The reference vehicles (migration 0002): each year, make, model and engine once, by its id. */
export const referenceVehicles = vehicle.table(
  'vehicles',
  {
    id: integer('id').primaryKey(),
    year: smallint('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    engine: text('engine').notNull(),
  },
  (table) => [
    uniqueIndex('vehicles_once').on(
      table.year,
      sql`lower(${table.make})`,
      sql`lower(${table.model})`,
      sql`lower(${table.engine})`,
    ),
  ],
);
