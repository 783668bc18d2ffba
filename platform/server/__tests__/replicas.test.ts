/** @jest-environment @autoparts/service-kit/jest-environment-node */
import type { Express } from 'express';
import type { AreaDatabase, Clock } from '@autoparts/service-kit';
import {
  createServiceApp,
  introspectionVerifier,
  sessionIntrospection,
} from '@autoparts/service-kit/http';
import { openTestDatabase } from '@autoparts/service-kit/testing';
import type { TokenPair } from '@autoparts/shared';
import {
  ACCOUNT_BACKOFF_POLICIES,
  createAccountService,
  operations as accountOperations,
} from '@autoparts/mf-account/server';
import { createShopService, operations as shopOperations } from '@autoparts/mf-shop/server';
// The limit is the account service's own figure; its entry point does not export the policies.
import { startServer, type RunningServer } from './test-server';

/**
 * The storefront as a cluster runs it: two replicas of the account service over one account
 * database, two of the shop over one shop database, each its own HTTP server built as its
 * main.ts builds it. Shop replica 1 asks account A who holds a bearer token, replica 2 asks B,
 * over HTTP with the internal secret. Whatever a request tells one replica, the others know.
 */
process.env.MOCK_DELAY = '0';
const INTERNAL_API_TOKEN = 'replicasInternalSecret';

// One wall clock for all four, as the machines of a cluster share one; a test moves it.
let now = Date.parse('2030-03-04T09:00:00Z');
const clock: Clock = { now: () => now };

let accountDatabase: AreaDatabase;
let shopDatabase: AreaDatabase;
const servers: RunningServer[] = [];
/** Account replicas A and B, shop replicas 1 and 2: their base URLs. */
let account: [string, string];
let shop: [string, string];

async function serve(app: Express): Promise<string> {
  const server = await startServer(app);
  servers.push(server);
  return server.base;
}

function accountReplica() {
  const service = createAccountService({ database: () => accountDatabase, clock });
  return createServiceApp({
    area: 'account',
    handlers: service.handlers,
    data: service.data,
    internal: sessionIntrospection(service.sessions, INTERNAL_API_TOKEN),
    operations: accountOperations,
  });
}

function shopReplica(accountUrl: string) {
  const service = createShopService({
    database: () => shopDatabase,
    sessions: introspectionVerifier(accountUrl, INTERNAL_API_TOKEN),
    clock,
  });
  return createServiceApp({ ...service, operations: shopOperations });
}

beforeAll(async () => {
  [accountDatabase, shopDatabase] = await Promise.all([
    openTestDatabase('account'),
    openTestDatabase('shop'),
  ]);
  account = [await serve(accountReplica()), await serve(accountReplica())];
  shop = [await serve(shopReplica(account[0])), await serve(shopReplica(account[1]))];
  // Both replicas of an area prepare its one schema at once, each migration and seed once.
  const ready = await Promise.all([...account, ...shop].map((base) => fetch(`${base}/readyz`)));
  expect(ready.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all([accountDatabase?.close(), shopDatabase?.close()]);
});

interface Call {
  body?: unknown;
  bearer?: string;
  headers?: Record<string, string>;
}

async function call(base: string, method: string, path: string, options: Call = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  // Payloads are checked field by field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: text ? JSON.parse(text) : (null as any) };
}

const PASSWORD = 'replica-secret';
const emailOf = (name: string) => `${name}@example.com`;

async function register(base: string, name: string): Promise<TokenPair> {
  const registered = await call(base, 'POST', '/Authentication/Register', {
    body: { firstName: 'Rhea', lastName: 'Replica', email: emailOf(name), password: PASSWORD },
  });
  expect(registered.status).toBe(200);
  return registered.body.tokenResponse;
}

async function refresh(base: string, refreshToken: string) {
  return call(base, 'POST', '/Authentication/RefreshToken', { body: { refreshToken } });
}

const login = (base: string, name: string, password: string) =>
  call(base, 'POST', '/Authentication/Login', {
    body: { account: emailOf(name), password, countryCode: 'US' },
  });

// The order the shop documents as one it accepts (its products and options exist in the
// catalog every replica serves by default).
const ORDER = shopOperations.find((op) => op.method === 'POST' && op.path === '/api/shop/orders')!
  .body!.valid;

const placeOrder = (base: string, bearer: string, headers?: Record<string, string>) =>
  call(base, 'POST', '/shop/orders', { body: ORDER, bearer, headers });
const historyOf = (base: string, bearer: string) =>
  call(base, 'GET', '/shop/orders?limit=100', { bearer });

test('signed in on account A and refreshed on B, a customer orders on shop 1 and finds it on 2', async () => {
  const signedIn = await register(account[0], 'ordering');
  const refreshed = await refresh(account[1], signedIn.refreshToken);
  expect(refreshed.status).toBe(200);
  const { token } = refreshed.body as TokenPair;

  // The access token the refresh replaced is gone for every replica of either area.
  expect((await historyOf(shop[1], signedIn.token)).status).toBe(401);

  // Shop 1 learns who holds B's token from A, shop 2 from B: the same customer.
  const placed = await placeOrder(shop[0], token);
  expect(placed.status).toBe(201);
  const history = await historyOf(shop[1], token);
  expect(history.status).toBe(200);
  expect(history.body.items).toEqual([placed.body]);
  const own = await call(shop[1], 'GET', `/shop/orders/${placed.body.id}`, { bearer: token });
  expect(own.body).toEqual(placed.body);
});

test('a refresh token replayed on A after B rotated it is refused and ends the session everywhere', async () => {
  const signedIn = await register(account[0], 'replayed');
  const rotated = await refresh(account[1], signedIn.refreshToken);
  expect(rotated.status).toBe(200);

  expect((await refresh(account[0], signedIn.refreshToken)).status).toBe(401);
  // The copy's holder and the customer alike are signed out, on both replicas of both areas.
  expect((await refresh(account[1], rotated.body.refreshToken)).status).toBe(401);
  for (const base of shop) expect((await historyOf(base, rotated.body.token)).status).toBe(401);
});

test('a keyed checkout sent to shop 1 and retried on shop 2 makes one order', async () => {
  const { token } = await register(account[1], 'keyed');
  const key = { 'Idempotency-Key': 'one-click-two-replicas' };
  const first = await placeOrder(shop[0], token, key);
  const retried = await placeOrder(shop[1], token, key);
  expect([first.status, retried.status]).toEqual([201, 200]);
  expect(retried.body).toEqual(first.body);
  for (const base of shop) expect((await historyOf(base, token)).body.total).toBe(1);
});

describe('a flood of wrong passwords', () => {
  const policy = ACCOUNT_BACKOFF_POLICIES.passwordFailures;

  /**
   * Wrong passwords for the customer, the n-th sent to account replica `replicaOf(n)`, until one
   * this client is made to wait: how many got through to fail.
   */
  async function failuresBeforeLocked(name: string, replicaOf: (n: number) => 0 | 1) {
    for (let n = 0; n <= policy.free; n++) {
      const answer = await login(account[replicaOf(n)], name, 'not-the-password');
      if (answer.status !== 400) {
        expect(answer).toMatchObject({ status: 429, body: { title: policy.title } });
        return n;
      }
    }
    return Infinity;
  }

  beforeAll(async () => {
    await register(account[0], 'flooded-alone');
    await register(account[1], 'flooded-spread');
    process.env.MOCK_RATE_LIMIT = '1';
  });
  afterAll(() => void delete process.env.MOCK_RATE_LIMIT);

  it('alternating between A and B is limited at the total of one instance', async () => {
    const alone = await failuresBeforeLocked('flooded-alone', () => 0);
    const spread = await failuresBeforeLocked('flooded-spread', (n) => (n % 2) as 0 | 1);
    expect([alone, spread]).toEqual([policy.free, policy.free]);

    // This client waits on both replicas, even with the right password, until its wait is over.
    for (const base of account)
      expect((await login(base, 'flooded-spread', PASSWORD)).status).toBe(429);
    now += policy.baseDelayMs;
    expect((await login(account[1], 'flooded-spread', PASSWORD)).status).toBe(200);
  });
});
