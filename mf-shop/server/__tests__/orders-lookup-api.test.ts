/** @jest-environment @autoparts/service-kit/jest-environment-node */
process.env.MOCK_DELAY = '0';
import type { Order } from '@autoparts/shared';
import { SEEDED_CUSTOMER_ID } from '@autoparts/service-kit';
import { newOrder } from './order-fixtures';
import { problemShape, serveShopSlice } from './shop-server';

const shop = serveShopSlice();
const { bearer } = shop;
const SEEDED_TOKEN = 'k3VbN8qT2xLm7RcW9pYd4HsJ6fGa1ZeU';
const track = (body: unknown) => shop.post('/shop/orders/track', body);
const numbers = (orders: Order[]) => orders.map((order) => order.number);

describe('GET /api/shop/orders/by-token/:token', () => {
  it('finds an order by its token, without sign-in', async () => {
    const { status, body } = await shop.get(`/shop/orders/by-token/${SEEDED_TOKEN}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ number: '9478', token: SEEDED_TOKEN, status: 'COMPLETED' });
    const placed = (await shop.post('/shop/orders', newOrder(shop.catalog))).body;
    expect((await shop.get(`/shop/orders/by-token/${placed.token}`)).body).toEqual(placed);
  });

  it.each(['A'.repeat(32), 'short', `${SEEDED_TOKEN}x`, 'k3VbN8qT2xLm7RcW9pYd4HsJ6fGa1Ze%21'])(
    'answers 404 Order not found for %s',
    async (token) => {
      const { status, body } = await shop.get(`/shop/orders/by-token/${token}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ ...problemShape(404), title: 'Order not found' });
    },
  );
});

describe('POST /api/shop/orders/track', () => {
  it('finds an order by its number and billing email (any case, spaces trimmed)', async () => {
    for (const number of ['9478', ' #9478 ', 9478]) {
      const { status, body } = await track({ number, email: ' Red-Parts@Example.com ' });
      expect(status).toBe(200);
      expect(body.token).toBe(SEEDED_TOKEN);
    }
  });

  it('answers a wrong email exactly as an unknown number', async () => {
    const wrongEmail = await track({ number: '9478', email: 'someone@example.com' });
    const unknownNumber = await track({ number: '1234', email: 'red-parts@example.com' });
    const hugeNumber = await track({ number: '99999999999', email: 'red-parts@example.com' });
    // 9479 ships to jupiter@example.com but is billed to red-parts@: the billing email counts.
    const shippingEmail = await track({ number: '9479', email: 'jupiter@example.com' });
    expect(wrongEmail.status).toBe(404);
    expect(unknownNumber).toEqual(wrongEmail);
    expect(hugeNumber).toEqual(wrongEmail);
    expect(shippingEmail).toEqual(wrongEmail);
  });

  it.each([
    ['no email', { number: '9478' }],
    ['a bad email', { number: '9478', email: 'nope' }],
    ['no number', { email: 'red-parts@example.com' }],
    ['a number that is an object', { number: { n: 1 }, email: 'red-parts@example.com' }],
  ])('answers 400 to %s', async (_, body) => {
    expect(await track(body)).toMatchObject({ status: 400, body: problemShape(400) });
  });

  it('answers 400 to a body that is not JSON', async () => {
    expect((await shop.post('/shop/orders/track', undefined, 'number=9478')).status).toBe(400);
  });
});

describe('GET /api/shop/orders', () => {
  const NEWCOMER = 21;

  beforeAll(async () => {
    for (let i = 0; i < 20; i++)
      await shop.send('POST', '/shop/orders', {
        body: newOrder(shop.catalog),
        headers: bearer(NEWCOMER),
      });
  });

  it('needs a valid bearer', async () => {
    expect((await shop.get('/shop/orders')).status).toBe(401);
    const expired = await shop.get('/shop/orders', { authorization: 'Bearer nope' });
    expect(expired).toMatchObject({ status: 401, body: problemShape(401) });
  });

  it('lists the seeded history newest first', async () => {
    const { status, body } = await shop.get('/shop/orders', bearer(SEEDED_CUSTOMER_ID));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      page: 1,
      limit: 16,
      sort: 'default',
      total: 3,
      pages: 1,
      from: 1,
      to: 3,
    });
    expect(numbers(body.items)).toEqual(['9480', '9479', '9478']);
    const ascending = await shop.get('/shop/orders?sort=number_asc', bearer(SEEDED_CUSTOMER_ID));
    expect(numbers(ascending.body.items)).toEqual(['9478', '9479', '9480']);
  });

  it('pages 16 at a time and lists only the customer’s own orders', async () => {
    const first = (await shop.get('/shop/orders', bearer(NEWCOMER))).body;
    expect(first).toMatchObject({ page: 1, limit: 16, total: 20, pages: 2, from: 1, to: 16 });
    const second = (await shop.get('/shop/orders?page=2', bearer(NEWCOMER))).body;
    expect(second).toMatchObject({ page: 2, total: 20, from: 17, to: 20 });
    const all = [...first.items, ...second.items];
    expect(new Set(numbers(all)).size).toBe(20);
    expect(numbers(all)).not.toContain('9478');
    const byNumber = (await shop.get('/shop/orders?sort=number_desc&limit=5', bearer(NEWCOMER)))
      .body;
    expect(numbers(byNumber.items)).toEqual(
      numbers(all)
        .sort((a, b) => Number(b) - Number(a))
        .slice(0, 5),
    );
  });

  it.each(['sort=name_asc', 'limit=101', 'limit=0', 'page=x'])('answers 400 to %s', async (q) => {
    const { status, body } = await shop.get(`/shop/orders?${q}`, bearer(NEWCOMER));
    expect(status).toBe(400);
    expect(body).toMatchObject(problemShape(400));
  });
});

describe('GET /api/shop/orders/:id', () => {
  it('answers the customer’s own order', async () => {
    const { status, body } = await shop.get('/shop/orders/2', bearer(SEEDED_CUSTOMER_ID));
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 2, number: '9479' });
  });

  it('answers 404 alike for another customer’s order, a guest order and an unknown id', async () => {
    const guest = (await shop.post('/shop/orders', newOrder(shop.catalog))).body;
    const unknown = await shop.get('/shop/orders/99999', bearer(SEEDED_CUSTOMER_ID));
    expect(unknown).toMatchObject({ status: 404, body: { title: 'Order not found' } });
    for (const path of [
      '/shop/orders/2',
      `/shop/orders/${guest.id}`,
      '/shop/orders/abc',
      '/shop/orders/1.5',
      // Past what an id column holds: still no order, never a failed query.
      '/shop/orders/9999999999',
    ])
      expect(await shop.get(path, bearer(77))).toEqual(unknown);
  });

  it('needs a valid bearer', async () => {
    expect((await shop.get('/shop/orders/2')).status).toBe(401);
  });
});
