import { http, HttpResponse } from 'msw';
import { ApiError, type Address } from '@autoparts/shared';
import { setupStorefrontApi } from '@autoparts/shared/testing';
import { billing as billingAddress, plainPart } from '../../../server/__tests__/order-fixtures';
import { createTestShopService } from '../../../server/testing';
import { getAddresses, newIdempotencyKey, placeOrder } from '../checkout.api';

const shop = createTestShopService();
const part = plainPart(shop.catalog);
const HOME: Address = {
  id: 1,
  company: '',
  address2: '',
  state: '',
  ...billingAddress,
  default: true,
};

const { server, toasts } = setupStorefrontApi(shop.handlers, { close: shop.close });
beforeAll(() => shop.ready());
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('placeOrder', () => {
  const order = {
    items: [{ productId: part.id, options: [], quantity: 2 }],
    payment: 'cod' as const,
    billingAddress,
  };

  it('answers the order the shop priced, with its token', async () => {
    const placed = await placeOrder(order, newIdempotencyKey());
    expect(placed.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(placed.items[0]).toMatchObject({ price: part.price, quantity: 2 });
    expect(placed.status).toBe('PENDING');
  });

  it('answers the same order again for a retry with the same key', async () => {
    const key = newIdempotencyKey();
    const first = await placeOrder(order, key);
    const again = await placeOrder(order, key);
    expect(again.id).toBe(first.id);
  });

  it('rejects with the server’s field errors, quietly (the checkout form shows them)', async () => {
    const refused = placeOrder({ ...order, items: [] }, newIdempotencyKey());
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 400 });
    expect(toasts).toEqual([]);
  });
});

describe('the address book', () => {
  it('lists the saved addresses, and fails quietly', async () => {
    server.use(http.get('*/api/account/addresses', () => HttpResponse.json([HOME])));
    await expect(getAddresses()).resolves.toEqual([HOME]);
    server.use(http.get('*/api/account/addresses', () => new HttpResponse(null, { status: 500 })));
    await expect(getAddresses()).rejects.toMatchObject({ status: 500 });
    expect(toasts).toEqual([]);
  });
});

describe('newIdempotencyKey', () => {
  it('is a new version 4 UUID each time, even where crypto.randomUUID is missing', () => {
    const keys = new Set([newIdempotencyKey(), newIdempotencyKey()]);
    expect(keys.size).toBe(2);
    // As on a page served over plain http from another host than localhost.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      keys.add(newIdempotencyKey());
    } finally {
      delete (crypto as Partial<Crypto>).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
    expect(keys.size).toBe(3);
    for (const key of keys) expect(key).toMatch(UUID);
  });
});
