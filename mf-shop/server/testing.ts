import type { Clock } from '@autoparts/service-kit';
import { fakeSessions, openTestDatabase } from '@autoparts/service-kit/testing';
import { createCatalog, createShopService, type Catalog } from '.';
import { OrderBook } from './orders/order-book';
import type { OrderDraft } from './orders/order-rows';

export interface TestShopOptions {
  /** By default 300 products: the seeded orders need up to 124, and a small one builds fast. */
  catalog?: Catalog;
  clock?: Clock;
}

/**
 * The shop service on a database of the test file's own (in-memory PGlite, or a fresh database
 * on `TEST_DATABASE_URL`), behind a fake session check: `signIn(id, name)` gives a bearer token,
 * `addOrder` writes an order as given (a history to page through), `ready` opens and seeds the
 * database (so a test's first request does not wait for it), `reset` seeds it anew, `close`
 * lets the database go.
 */
export function createTestShopService({
  catalog = createCatalog({ size: 300 }),
  clock,
}: TestShopOptions = {}) {
  const sessions = fakeSessions();
  const service = createShopService({
    database: () => openTestDatabase('shop'),
    sessions: sessions.verifier,
    clock,
    catalog,
  });
  const book = new OrderBook(service.data);
  return {
    service,
    catalog,
    handlers: service.handlers,
    signIn: sessions.signIn,
    addOrder: (order: OrderDraft, customerId: number | null) => book.add(order, customerId),
    ready: async () => void (await service.data.db()),
    reset: () => service.reset(),
    close: () => service.data.close(),
  };
}
