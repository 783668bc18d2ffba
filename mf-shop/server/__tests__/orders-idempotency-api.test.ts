/** @jest-environment @autoparts/service-kit/jest-environment-node */
process.env.MOCK_DELAY = '0';
import { newOrder, partWithOption } from './order-fixtures';
import { serveShopSlice } from './shop-server';

const shop = serveShopSlice();
const { bearer } = shop;
const catalog = () => shop.catalog;
const place = (body: unknown, headers: Record<string, string> = {}) =>
  shop.send('POST', '/shop/orders', { body, headers });
const key = (value: string) => ({ 'Idempotency-Key': value });
const ordersOf = async (userId: number) =>
  (await shop.get('/shop/orders?limit=100', bearer(userId))).body.total;

describe('POST /api/shop/orders with an Idempotency-Key', () => {
  it('answers a retry with the order already made (200), never a second order', async () => {
    const first = await place(newOrder(catalog()), key('retry-1'));
    const again = await place(newOrder(catalog()), key('retry-1'));
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
  });

  it('makes one order of two concurrent requests with one key', async () => {
    const headers = { ...bearer(7), ...key('double-click') };
    const answers = await Promise.all([
      place(newOrder(catalog()), headers),
      place(newOrder(catalog()), headers),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.token).toBe(answers[1]!.body.token);
    expect(await ordersOf(7)).toBe(1);
  });

  it('refuses the same key with another body (422)', async () => {
    await place(newOrder(catalog()), key('reused'));
    const changed = await place(newOrder(catalog(), { payment: 'paypal' }), key('reused'));
    expect(changed.status).toBe(422);
    expect(changed.body).toMatchObject({
      status: 422,
      title: 'This Idempotency-Key was already used for another order.',
    });
  });

  it('refuses the same key with another body that would not price either (422)', async () => {
    await place(newOrder(catalog()), key('reused-then-broken'));
    const broken = { items: [{ productId: 999_999, options: [], quantity: 1 }] };
    const changed = await place(newOrder(catalog(), broken), key('reused-then-broken'));
    expect(changed.status).toBe(422);
  });

  it('keeps keys apart per customer', async () => {
    const one = await place(newOrder(catalog()), { ...bearer(8), ...key('shared') });
    const two = await place(newOrder(catalog()), { ...bearer(9), ...key('shared') });
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body.id).not.toBe(two.body.id);
  });

  it('lets a refused request be corrected and sent again under the same key', async () => {
    const part = partWithOption(catalog());
    const item = { productId: part.id, options: [], quantity: 1 };
    const refused = await place(newOrder(catalog(), { items: [item] }), key('fix-me'));
    expect(refused.status).toBe(400);
    const option = { name: part.options[0]!.name, value: part.options[0]!.values[0]!.name };
    const fixed = { items: [{ ...item, options: [option] }] };
    expect((await place(newOrder(catalog(), fixed), key('fix-me'))).status).toBe(201);
  });

  it('answers 400 to an empty or overlong key', async () => {
    for (const value of ['   ', 'k'.repeat(256)]) {
      const answer = await place(newOrder(catalog()), key(value));
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual(['Idempotency-Key']);
    }
  });
});
