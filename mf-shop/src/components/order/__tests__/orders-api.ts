import { fakeSessions } from '@autoparts/service-kit/testing';
import { setStorefront, type Order, type Storefront } from '@autoparts/shared';
import { SEEDED_CUSTOMER_ID } from '@autoparts/shared/mock';
import { createTestHttpClient, setupStorefrontApi } from '@autoparts/shared/testing';
import { createCatalog, createOrderBook, createShopHandlers } from '../../../../server';

// The seeded history needs catalog products up to 124; a small catalog keeps the file fast.
const catalog = createCatalog({ size: 300 });
/** This test file's order book: the seeded customer's three orders, plus what a test adds. */
export const book = createOrderBook(catalog);

/** A seeded order by its number (9478 completed, 9479 shipped, 9480 pending). */
export function seededOrder(number: '9478' | '9479' | '9480'): Order {
  const order = book.byNumber(number);
  if (!order) throw new Error(`The seed has no order ${number}`);
  return order;
}

/** Gives `customerId` `count` more orders, copies of 9478 a day apart (newest last). */
export function addOrders(customerId: number, count: number): void {
  const base = seededOrder('9478');
  for (let i = 0; i < count; i++) {
    const id = book.nextId();
    const createdAt = new Date(Date.UTC(2024, 0, 1 + i, 12)).toISOString();
    const token = `T${String(id).padStart(31, '0')}`;
    book.add({ ...base, id, number: book.nextNumber(), token, createdAt }, customerId);
  }
}

/**
 * The shop's real mock slice (msw inside jest) behind the storefront's real HTTP client, signed
 * out until a test calls `signIn`.
 */
export function setupOrdersApi() {
  const sessions = fakeSessions();
  const api = setupStorefrontApi(
    createShopHandlers({ catalog, orders: book, sessions: sessions.verifier }),
  );
  const signIn = (customerId = SEEDED_CUSTOMER_ID) => {
    const session = {
      accessToken: sessions.signIn(customerId),
      refreshToken: null,
      setTokens: () => undefined,
      clear: () => undefined,
    };
    const http = createTestHttpClient({
      prefixUrl: 'http://localhost/api',
      session,
      onError: (message) => api.toasts.push(message),
    });
    setStorefront({ http } as Partial<Storefront> as Storefront);
  };
  return { ...api, signIn };
}
