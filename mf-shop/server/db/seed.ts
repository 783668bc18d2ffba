import { sql } from 'drizzle-orm';
import { type Db, SEEDED_CUSTOMER_ID } from '@autoparts/service-kit';
import { createCatalog } from '../data/catalog';
import { SEEDED_ORDER_PRODUCTS, seededOrders } from '../data/orders';
import { orderColumns, orderNumberOf } from '../orders/order-rows';
import { orders } from './schema';

/** The products the history names: a catalog's first products are the same at every size. */
const HISTORY_PRODUCTS = Math.max(...Object.values(SEEDED_ORDER_PRODUCTS));

/** The demo customer's order history, priced from the demo catalog, with the ids pages name. */
export function seedShop(catalogSize: number) {
  return async (tx: Db): Promise<void> => {
    if (catalogSize < HISTORY_PRODUCTS)
      throw new Error(`The order history needs ${HISTORY_PRODUCTS} products, not ${catalogSize}.`);
    const catalog = createCatalog({ size: HISTORY_PRODUCTS });
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
