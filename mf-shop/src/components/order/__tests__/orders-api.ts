import { setStorefront, type Order, type Storefront } from '@autoparts/shared';
import { SEEDED_CUSTOMER_ID } from '@autoparts/service-kit';
import { createTestHttpClient, setupStorefrontApi } from '@autoparts/shared/testing';
import { seededOrders } from '../../../../server/data/orders';
import { createTestShopService } from '../../../../server/testing';

/** This test file's shop: the seeded customer's three orders, plus what a test adds. */
const shop = createTestShopService();
const { catalog } = shop;

/** A seeded order by its number (9478 completed, 9479 shipped, 9480 pending), as the shop answers it. */
export function seededOrder(number: '9478' | '9479' | '9480'): Order {
  const order = seededOrders(catalog).find((seeded) => seeded.number === number);
  if (!order) throw new Error(`The seed has no order ${number}`);
  return order;
}

/** Gives `customerId` `count` more orders, copies of 9478 a day apart (newest last). */
export async function addOrders(customerId: number, count: number): Promise<void> {
  const { id: _id, number: _number, ...base } = seededOrder('9478');
  for (let i = 0; i < count; i++) {
    const createdAt = new Date(Date.UTC(2024, 0, 1 + i, 12)).toISOString();
    const token = `T${String(customerId * 1000 + i).padStart(31, '0')}`;
    await shop.addOrder({ ...base, token, createdAt }, customerId);
  }
}

/**
 * The shop's real service (msw inside jest) behind the storefront's real HTTP client, signed
 * out until a test calls `signIn`.
 */
export function setupOrdersApi() {
  const api = setupStorefrontApi(shop.handlers, { close: shop.close });
  beforeAll(() => shop.ready());
  const signIn = (customerId = SEEDED_CUSTOMER_ID) => {
    const session = {
      accessToken: shop.signIn(customerId),
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
