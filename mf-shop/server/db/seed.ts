import { sql } from 'drizzle-orm';
import { type Db, SEEDED_CUSTOMER_ID } from '@autoparts/service-kit';
import type { Catalog } from '../data/catalog';
import { seededOrders } from '../data/orders';
import { orderColumns, orderNumberOf } from '../orders/order-rows';
import { orders } from './schema';

/** The demo customer's order history (priced from the catalog given), with the ids pages name. */
export function seedShop(catalog: Catalog) {
  return async (tx: Db): Promise<void> => {
    await tx
      .insert(orders)
      .values(
        seededOrders(catalog).map((order) =>
          orderColumns(order, SEEDED_CUSTOMER_ID, orderNumberOf(order.number)!),
        ),
      );
    // The rows above took their ids by hand: the sequence goes on after them.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('shop.orders', 'id'), (select max(id) from ${orders}))`,
    );
  };
}
