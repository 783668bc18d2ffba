/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { sql } from 'drizzle-orm';
import {
  type AreaDatabase,
  type RunningMockServer,
  SEEDED_CUSTOMER_ID,
  startMockServer,
} from '@autoparts/service-kit';
import { fakeSessions, openTestDatabase } from '@autoparts/service-kit/testing';
import type { Order } from '@autoparts/shared';
import { createCatalog, createShopService, type ShopService } from '..';
import { newOrder } from './order-fixtures';
import { SMALL_CATALOG } from '../testing';

/**
 * Instances of the service over one database stand for a restart and for replicas behind the
 * gateway: whatever one was told, the others know. Each builds its own catalog, as a process does.
 */
const sessions = fakeSessions();
let database: AreaDatabase;
let replicas: ShopService[];
let servers: RunningMockServer[];

const startReplica = () =>
  createShopService({
    database: () => database,
    sessions: sessions.verifier,
    catalogSize: SMALL_CATALOG,
  });

beforeAll(async () => {
  process.env.MOCK_DELAY = '0';
  database = await openTestDatabase('shop');
  replicas = [startReplica(), startReplica()];
  servers = await Promise.all(replicas.map((replica) => startMockServer(replica.handlers)));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await database.close();
});

interface Call {
  body?: unknown;
  headers?: Record<string, string>;
}

/** A request to replica 0 or 1, or to the API base of another instance. */
async function call(to: number | string, method: string, path: string, options: Call = {}) {
  const apiBase = typeof to === 'string' ? to : servers[to]!.apiBase;
  const response = await fetch(`${apiBase}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A new instance over the same database, as after a restart, served while `check` runs. */
async function afterRestart(check: (apiBase: string, instance: ShopService) => Promise<void>) {
  const instance = startReplica();
  const server = await startMockServer(instance.handlers);
  try {
    await check(server.apiBase, instance);
  } finally {
    await server.close();
  }
}

/** The demo catalog as the seed wrote it, for request bodies. */
const demo = createCatalog({ size: SMALL_CATALOG });
const catalog = () => demo;
const bearer = (customerId: number) => ({ authorization: `Bearer ${sessions.signIn(customerId)}` });
const ordersOf = async (to: number | string, customerId: number, sort = 'default') => {
  const path = `/shop/orders?limit=100&sort=${sort}`;
  return (await call(to, 'GET', path, { headers: bearer(customerId) })).body.items as Order[];
};
const numbersAndStatuses = (orders: Order[]) => orders.map((o) => [o.number, o.status]);

test('50 checkouts at once make 50 orders with 50 numbers, on either replica', async () => {
  const placed = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      call(i % 2, 'POST', '/shop/orders', { body: newOrder(catalog()), headers: bearer(31) }),
    ),
  );
  expect(placed.map((answer) => answer.status)).toEqual(Array(50).fill(201));
  const numbers = placed.map((answer) => Number(answer.body.number));
  expect(new Set(numbers).size).toBe(50);
  // Numbered from the highest existing one, without a gap.
  expect([Math.min(...numbers), Math.max(...numbers)]).toEqual([9481, 9530]);
  expect(await ordersOf(1, 31)).toHaveLength(50);
});

test('two requests with one key at once, one per replica, make one order', async () => {
  const headers = { ...bearer(32), 'Idempotency-Key': 'same-click' };
  const body = newOrder(catalog());
  const answers = await Promise.all(
    [0, 1].map((replica) => call(replica, 'POST', '/shop/orders', { body, headers })),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
  expect(answers[0]!.body).toEqual(answers[1]!.body);
  expect(await ordersOf(0, 32)).toHaveLength(1);
});

test('an order placed on one instance is found, listed and replayed by the others', async () => {
  const headers = { ...bearer(33), 'Idempotency-Key': 'retry-elsewhere' };
  const body = newOrder(catalog());
  const made = await call(0, 'POST', '/shop/orders', { body, headers });
  expect(made.status).toBe(201);

  await afterRestart(async (apiBase) => {
    // Its timestamp included, the order reads back exactly as the client was first told it.
    expect(await call(apiBase, 'POST', '/shop/orders', { body, headers })).toEqual({
      status: 200,
      body: made.body,
    });
  });
  expect((await call(1, 'GET', `/shop/orders/by-token/${made.body.token}`)).body).toEqual(
    made.body,
  );
  const own = await call(1, 'GET', `/shop/orders/${made.body.id}`, { headers: bearer(33) });
  expect(own.body).toEqual(made.body);
  expect(await ordersOf(1, 33)).toEqual([made.body]);
  const changed = { ...body, payment: 'paypal' };
  expect((await call(1, 'POST', '/shop/orders', { body: changed, headers })).status).toBe(422);
});

test('the seeded history is written once, into an empty schema, never again at start', async () => {
  await database.rows(sql`update shop.orders set status = 'COMPLETED' where number = 9480`);
  await afterRestart(async (apiBase) => {
    expect(numbersAndStatuses(await ordersOf(apiBase, SEEDED_CUSTOMER_ID, 'number_asc'))).toEqual([
      ['9478', 'COMPLETED'],
      ['9479', 'SHIPPED'],
      ['9480', 'COMPLETED'],
    ]);
  });
});

test('a review written on one instance is listed and counted by the others', async () => {
  const slug = catalog().products[40]!.slug;
  const before = (await replicas[1]!.catalog()).products[40]!.reviews;
  const review = { author: 'Guest', rating: 1, content: 'Rattles.' };
  const posted = await call(0, 'POST', `/shop/products/${slug}/reviews`, {
    body: review,
    headers: bearer(34),
  });
  expect(posted.status).toBe(201);
  expect(posted.body.author).toBe('Customer 34');

  const listed = (await call(1, 'GET', `/shop/products/${slug}/reviews`)).body;
  expect(listed.total).toBe(before + 1);
  expect(listed.items[0]).toEqual(posted.body);
  expect((await call(1, 'GET', `/shop/products/${slug}`)).body.reviews).toBe(before + 1);
  await afterRestart(async (apiBase) => {
    expect((await call(apiBase, 'GET', `/shop/products/${slug}`)).body).toMatchObject({
      reviews: before + 1,
      rating: (await replicas[0]!.catalog()).products[40]!.rating,
    });
  });
});

test('a reset drops what visitors wrote and writes the seed again', async () => {
  const [replica] = replicas;
  await replica!.reset();
  expect((await replica!.catalog()).products[40]!.reviews).toBe(demo.sampleReviewCounts[40]);
  expect(await ordersOf(0, 31)).toEqual([]);
  expect(numbersAndStatuses(await ordersOf(0, SEEDED_CUSTOMER_ID))).toEqual([
    ['9480', 'PENDING'],
    ['9479', 'SHIPPED'],
    ['9478', 'COMPLETED'],
  ]);
  const placed = await call(0, 'POST', '/shop/orders', { body: newOrder(catalog()) });
  expect(placed.body).toMatchObject({ id: 4, number: '9481' });
});
