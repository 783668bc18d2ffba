/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { ORDER_RATE_LIMITS } from '../orders/order-limits';
import { newOrder } from './order-fixtures';
import { type Answer, fromClient, problemShape, serveLimitedShop } from './shop-server';

// A hundred orders at once take seconds on a machine busy with other suites.
jest.setTimeout(30_000);

const shop = serveLimitedShop();
const GUEST_LIMIT = ORDER_RATE_LIMITS.perGuestClient.limit;
const CUSTOMER_LIMIT = ORDER_RATE_LIMITS.perCustomer.limit;

const place = (headers: Record<string, string> = {}) =>
  shop.send('POST', '/shop/orders', {
    body: newOrder(shop.catalog),
    headers: { ...fromClient(shop.client()), ...headers },
  });
const placeMany = async (count: number, headers?: Record<string, string>) => {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) answers.push(await place(headers));
  return answers;
};
const created = (answers: Answer[]) => answers.filter((answer) => answer.status === 201);

function expectTooMany(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ ...problemShape(429), title: 'ORDER_TOO_MANY_ORDERS', errors: {} });
}

/** Every placed order is still there, under its token. */
async function expectKept(answers: Answer[]): Promise<void> {
  for (const { body } of created(answers))
    expect((await shop.get(`/shop/orders/by-token/${body.token}`)).body).toEqual(body);
}

describe('POST /api/shop/orders, rate-limited', () => {
  it(`takes ${GUEST_LIMIT} guest orders from one client in 10 minutes, then answers 429`, async () => {
    const answers = await placeMany(GUEST_LIMIT + 1);

    expect(created(answers)).toHaveLength(GUEST_LIMIT);
    const refused = answers.at(-1)!;
    expectTooMany(refused);
    expect(Number(refused.retryAfter)).toBeGreaterThan(9 * 60);
    await expectKept(answers);
    // Another client still orders, and this one does once the window has moved on.
    expect((await place(fromClient('203.0.113.7'))).status).toBe(201);
    shop.pass(Number(refused.retryAfter) * 1000);
    expect((await place()).status).toBe(201);
  });

  it('counts guest orders sent all at once, and keeps every order it took', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => place()));

    expect(created(answers)).toHaveLength(GUEST_LIMIT);
    answers.filter((answer) => answer.status !== 201).forEach(expectTooMany);
    const numbers = created(answers).map((answer) => answer.body.number);
    expect(new Set(numbers).size).toBe(GUEST_LIMIT);
    await expectKept(answers);
  });

  it(`takes ${CUSTOMER_LIMIT} orders from a signed-in customer, from whichever client`, async () => {
    // The client's guest allowance used up: the customer's own allowance is another one.
    await placeMany(GUEST_LIMIT);
    const customer = shop.bearer(41);
    const answers: Answer[] = [];
    for (let i = 0; i < CUSTOMER_LIMIT + 1; i++)
      answers.push(
        await place({ ...customer, ...fromClient(i % 2 ? shop.client() : `192.0.2.${i}`) }),
      );

    expect(created(answers)).toHaveLength(CUSTOMER_LIMIT);
    expectTooMany(answers.at(-1)!);
    expect((await place(shop.bearer(42))).status).toBe(201);
  });
});
