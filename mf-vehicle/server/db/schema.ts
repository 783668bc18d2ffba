import { bigserial, index, integer, pgSchema, timestamp, unique } from 'drizzle-orm/pg-core';

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
