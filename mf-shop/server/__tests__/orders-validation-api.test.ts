/** @jest-environment @autoparts/service-kit/jest-environment-node */
process.env.MOCK_DELAY = '0';
import type { NewOrderLine } from '@autoparts/shared';
import { MAX_QUANTITY } from '../orders/order-schemas';
import { billing, newOrder, outOfStockPart, partWithOption, plainPart } from './order-fixtures';
import { problemShape, serveShopSlice } from './shop-server';

const shop = serveShopSlice();
const catalog = () => shop.catalog;
const withItems = (...items: unknown[]) => ({ ...newOrder(catalog()), items });

async function refused(body: unknown, status = 400) {
  const answer = await shop.post('/shop/orders', body);
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject(problemShape(status));
  return answer.body as { title: string; detail: string; errors: Record<string, string[]> };
}

describe('POST /api/shop/orders refuses what the catalog does not sell', () => {
  const option = () => partWithOption(catalog()).options[0]!;
  const line = (options: NewOrderLine['options'], productId = partWithOption(catalog()).id) => ({
    productId,
    options,
    quantity: 1,
  });

  it('an unknown product', async () => {
    const { errors } = await refused(withItems({ productId: 999_999, options: [], quantity: 1 }));
    expect(errors).toEqual({ 'items.0.productId': ['There is no product with id 999999.'] });
  });

  it('a product out of stock: 422 with a title the checkout translates, naming the product', async () => {
    const part = outOfStockPart(catalog());
    const good = { productId: plainPart(catalog()).id, options: [], quantity: 1 };
    const answer = await refused(
      withItems(good, { productId: part.id, options: [], quantity: 1 }),
      422,
    );
    expect(answer.title).toBe('ORDER_OUT_OF_STOCK');
    expect(answer.detail).toContain(`"${part.name}"`);
    expect(answer.errors).toEqual({ 'items.1.productId': [`"${part.name}" is out of stock.`] });
  });

  it('a product on backorder is sold, as its stock badge says', async () => {
    const part = catalog().products.find((p) => p.stock === 'on-backorder' && !p.options.length)!;
    const answer = await shop.post('/shop/orders', withItems({ productId: part.id, quantity: 1 }));
    expect(answer.status).toBe(201);
  });

  it.each([
    [
      'an option the product does not have',
      () => [{ name: 'Flavour', value: 'Mint' }],
      /no option "Flavour"/,
    ],
    [
      'a value the option does not have',
      () => [{ name: option().name, value: 'Plaid' }],
      /"Plaid" is not a/,
    ],
    ['a required option left out', () => [], /^Choose a /],
    [
      'one option chosen twice',
      () => [0, 1].map((i) => ({ name: option().name, value: option().values[i]!.name })),
      /chosen twice/,
    ],
  ])('%s', async (_, options, message) => {
    const { errors } = await refused(withItems(line(options())));
    expect(Object.keys(errors)).toEqual(['items.0.options']);
    expect(errors['items.0.options']!.join(' ')).toMatch(message);
  });

  it('an option on a product that has none', async () => {
    const plain = plainPart(catalog());
    const { errors } = await refused(withItems(line([{ name: 'Color', value: 'Red' }], plain.id)));
    expect(errors['items.0.options']).toEqual([`"${plain.name}" has no options.`]);
  });

  describe(`more than ${MAX_QUANTITY} of one product`, () => {
    const lines = (...quantities: number[]) =>
      quantities.map((quantity) => ({ productId: plainPart(catalog()).id, quantity }));

    it('refuses them spread over several lines, on each of its lines', async () => {
      const { errors } = await refused(withItems(...lines(MAX_QUANTITY, 1), line([])));
      const message = `At most ${MAX_QUANTITY} of "${plainPart(catalog()).name}" in one order.`;
      expect(errors).toEqual({
        'items.0.quantity': [message],
        'items.1.quantity': [message],
        'items.2.options': [expect.stringMatching(/^Choose a /)],
      });
    });

    it('refuses 100 lines of the most each (the cap per line, repeated)', async () => {
      const { errors } = await refused(withItems(...lines(...Array(100).fill(MAX_QUANTITY))));
      expect(Object.keys(errors)).toHaveLength(100);
    });

    it(`takes ${MAX_QUANTITY} in all, over lines for two vehicles`, async () => {
      const answer = await shop.post('/shop/orders', withItems(...lines(MAX_QUANTITY - 1, 1)));
      expect(answer.status).toBe(201);
      expect(answer.body.quantity).toBe(MAX_QUANTITY);
    });
  });

  it('reports every bad line at once', async () => {
    const good = { productId: plainPart(catalog()).id, options: [], quantity: 1 };
    const { errors } = await refused(
      withItems(good, { ...good, productId: 999_999 }, line([]), {
        ...good,
        productId: outOfStockPart(catalog()).id,
      }),
    );
    expect(Object.keys(errors)).toEqual([
      'items.1.productId',
      'items.2.options',
      'items.3.productId',
    ]);
  });
});

describe('POST /api/shop/orders answers 400 to bad input', () => {
  const item = (fields: object) => ({
    productId: plainPart(catalog()).id,
    options: [],
    quantity: 1,
    ...fields,
  });

  it.each([
    [{ quantity: 0 }, 'items.0.quantity'],
    [{ quantity: -1 }, 'items.0.quantity'],
    [{ quantity: 1.5 }, 'items.0.quantity'],
    [{ quantity: 1e9 }, 'items.0.quantity'],
    [{ quantity: '2' }, 'items.0.quantity'],
    [{ quantity: undefined }, 'items.0.quantity'],
    [{ productId: 'abc' }, 'items.0.productId'],
    [{ productId: 0 }, 'items.0.productId'],
    [{ options: [{ name: 'Color' }] }, 'items.0.options.0.value'],
    [{ vehicle: { id: 1 } }, 'items.0.vehicle.year'],
  ])('an item with %j', async (fields, field) => {
    const { errors } = await refused(withItems(item(fields)));
    expect(Object.keys(errors)).toContain(field);
  });

  it.each([
    ['no items', { items: [] }, 'items'],
    ['items left out', { items: undefined }, 'items'],
    ['an unknown payment', { payment: 'card' }, 'payment'],
    ['no payment', { payment: undefined }, 'payment'],
    ['no billing address', { billingAddress: undefined }, 'billingAddress'],
    ['a bad email', { billingAddress: { ...billing, email: 'x@' } }, 'billingAddress.email'],
    [
      'a country name',
      { billingAddress: { ...billing, country: 'USA' } },
      'billingAddress.country',
    ],
    ['a bad phone', { billingAddress: { ...billing, phone: 'call me' } }, 'billingAddress.phone'],
    [
      'a blank name',
      { billingAddress: { ...billing, firstName: ' ' } },
      'billingAddress.firstName',
    ],
    [
      'no postcode',
      { shippingAddress: { ...billing, postcode: undefined } },
      'shippingAddress.postcode',
    ],
    [
      'a postcode of symbols',
      { billingAddress: { ...billing, postcode: '!!' } },
      'billingAddress.postcode',
    ],
    ['too long a comment', { comment: 'x'.repeat(1001) }, 'comment'],
    ['a comment that is not text', { comment: 42 }, 'comment'],
  ])('an order with %s', async (_, fields, field) => {
    const { errors } = await refused({ ...newOrder(catalog()), ...fields });
    expect(Object.keys(errors)).toContain(field);
  });

  it('a body that is not JSON or not an object', async () => {
    expect((await shop.post('/shop/orders', undefined, '{"items": [')).status).toBe(400);
    await refused([newOrder(catalog())]);
    await refused(null);
  });
});

describe('POST /api/shop/orders takes only what exists', () => {
  const civic = { id: 1, year: 1995, make: 'Acura', model: 'Integra', engine: '1.8L L4 DOHC' };
  const lineFor = (vehicle: unknown) => ({
    productId: plainPart(catalog()).id,
    options: [],
    quantity: 1,
    vehicle,
  });

  it('a country of ISO 3166-1 only (ZZ is no country)', async () => {
    const { errors } = await refused({
      ...newOrder(catalog()),
      billingAddress: { ...billing, country: 'ZZ' },
    });
    expect(Object.keys(errors)).toEqual(['billingAddress.country']);
  });

  it('a vehicle the shop knows, as it knows it', async () => {
    expect((await shop.post('/shop/orders', withItems(lineFor(civic)))).status).toBe(201);
    for (const madeUp of [
      { ...civic, id: 999_999 },
      { ...civic, make: 'Acme' },
      { ...civic, year: 2024 },
    ]) {
      const { errors } = await refused(withItems(lineFor(madeUp)));
      expect(Object.keys(errors)).toEqual(['items.0.vehicle']);
    }
  });
});
