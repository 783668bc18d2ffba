/** @jest-environment @autoparts/service-kit/jest-environment-node */
process.env.MOCK_DELAY = '0';
import type { Order } from '@autoparts/shared';
import { SEEDED_CUSTOMER_ID } from '@autoparts/service-kit';
import { SEEDED_ORDER_PRODUCTS } from '../data/orders';
import { billing, invoiceSums, newOrder, partWithOption, plainPart } from './order-fixtures';
import { problemShape, serveShopSlice } from './shop-server';

const shop = serveShopSlice();
const { bearer } = shop;
const catalog = () => shop.catalog;
const place = (body: unknown, headers: Record<string, string> = {}) =>
  shop.send('POST', '/shop/orders', { body, headers });
const ordersOf = async (userId: number): Promise<Order[]> =>
  (await shop.get('/shop/orders?limit=100', bearer(userId))).body.items;

describe('POST /api/shop/orders', () => {
  it('prices a guest order from the catalog: subtotal, shipping 25, tax 20%, total', async () => {
    // Product 29 costs 33.99: 3 x 33.99 = 101.97, tax 20.394 -> 20.39, total 147.36.
    const pads = catalog().products[SEEDED_ORDER_PRODUCTS.brakePads - 1]!;
    expect(pads.price).toBe(33.99);
    const before = Date.now();
    const { status, body } = await place(
      newOrder(catalog(), { items: [{ productId: pads.id, options: [], quantity: 3 }] }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: 4,
      number: '9481',
      status: 'PENDING',
      payment: 'cod',
      ...invoiceSums(3, 101.97, 20.39, 147.36),
      comment: '',
    });
    expect(body.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.createdAt).toBe(new Date(body.createdAt).toISOString());
    expect(body.items).toEqual([
      { product: pads, options: [], price: 33.99, quantity: 3, total: 101.97, vehicle: null },
    ]);
  });

  it('keeps the addresses as a copy, ships to the billing address when none is given', async () => {
    const { body } = await place(
      newOrder(catalog(), { billingAddress: { ...billing, country: 'gb' } }),
    );
    const copy = { ...billing, company: '', address2: '', state: '', id: 0, default: false };
    expect(body.billingAddress).toEqual(copy);
    expect(body.shippingAddress).toEqual(copy);
    const shipTo = { ...billing, firstName: 'Alex', city: 'York', id: 7, default: true };
    const other = await place(
      newOrder(catalog(), { shippingAddress: shipTo, comment: ' Ring twice ' }),
    );
    expect(other.body.shippingAddress).toEqual({ ...copy, firstName: 'Alex', city: 'York' });
    expect(other.body.comment).toBe('Ring twice');
  });

  it('keeps the vehicle of each line and the options in the product’s order', async () => {
    const part = partWithOption(catalog());
    const [option] = part.options;
    const vehicle = { id: 6739, year: 2019, make: 'Honda', model: 'Civic', engine: '2.0L L4 DOHC' };
    const choice = { name: option!.name, value: option!.values[0]!.name };
    const { status, body } = await place(
      newOrder(catalog(), {
        items: [
          { productId: part.id, options: [choice], quantity: 2, vehicle },
          { productId: part.id, options: [choice], quantity: 1 },
        ],
      }),
    );
    expect(status).toBe(201);
    // Lines are kept as sent, not merged: each keeps its own vehicle.
    expect(
      body.items.map((i: Order['items'][number]) => [i.options, i.quantity, i.vehicle]),
    ).toEqual([
      [[choice], 2, vehicle],
      [[choice], 1, null],
    ]);
  });

  it('ignores prices and totals the browser sends', async () => {
    const part = plainPart(catalog());
    const { status, body } = await place({
      ...newOrder(catalog()),
      items: [{ productId: part.id, options: [], quantity: 2, price: 0.01, total: 0.02 }],
      subtotal: 0.02,
      total: 0.02,
      status: 'COMPLETED',
    });
    expect(status).toBe(201);
    expect(body.items[0]).toMatchObject({
      price: part.price,
      total: Math.round(part.price * 200) / 100,
    });
    expect(body.status).toBe('PENDING');
    expect(body.total).toBeGreaterThan(25);
  });

  it('files a signed-in customer’s order under that customer, a guest order under nobody', async () => {
    const before = (await ordersOf(SEEDED_CUSTOMER_ID)).length;
    const mine = await place(newOrder(catalog()), bearer(SEEDED_CUSTOMER_ID));
    expect(mine.status).toBe(201);
    await place(newOrder(catalog()));
    const after = await ordersOf(SEEDED_CUSTOMER_ID);
    expect(after).toHaveLength(before + 1);
    expect(after[0]!.id).toBe(mine.body.id);
  });

  it('answers 401 to a bearer that is no longer valid, so the client refreshes it', async () => {
    const count = (await ordersOf(SEEDED_CUSTOMER_ID)).length;
    const answer = await place(newOrder(catalog()), { authorization: 'Bearer expired-or-unknown' });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject(problemShape(401));
    expect(await ordersOf(SEEDED_CUSTOMER_ID)).toHaveLength(count);
  });

  it('numbers a new order from the highest existing number, not from the count', async () => {
    const [seed] = await ordersOf(SEEDED_CUSTOMER_ID);
    const { id, ...copy } = seed!;
    const added = await shop.addOrder({ ...copy, number: '20000', token: 'x'.repeat(32) }, null);
    const first = await place(newOrder(catalog()));
    const second = await place(newOrder(catalog()));
    expect([first.body.number, second.body.number]).toEqual(['20001', '20002']);
    expect([first.body.id, second.body.id]).toEqual([added.id + 1, added.id + 2]);
    expect(added.id).toBeGreaterThan(id);
  });
});
