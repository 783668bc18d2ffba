import type { Clock } from '@autoparts/service-kit';
import { fakeSessions, openTestDatabase } from '@autoparts/service-kit/testing';
import { createCatalog, createShopService } from '.';
import { OrderBook } from './orders/order-book';
import type { OrderDraft } from './orders/order-rows';

/** The seeded orders need products up to 124; a small catalog seeds fast. */
export const SMALL_CATALOG = 300;

export interface TestShopOptions {
  /** SMALL_CATALOG products by default. */
  catalogSize?: number;
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
  catalogSize = SMALL_CATALOG,
  clock,
}: TestShopOptions = {}) {
  const sessions = fakeSessions();
  const service = createShopService({
    database: () => openTestDatabase('shop'),
    sessions: sessions.verifier,
    clock,
    catalogSize,
  });
  const book = new OrderBook(service.data);
  return {
    service,
    /** The demo catalog as the seed wrote it, from code: for request bodies and expectations. */
    catalog: createCatalog({ size: catalogSize }),
    handlers: service.handlers,
    signIn: sessions.signIn,
    addOrder: (order: OrderDraft, customerId: number | null) => book.add(order, customerId),
    ready: async () => void (await service.data.db()),
    reset: () => service.reset(),
    close: () => service.data.close(),
  };
}
