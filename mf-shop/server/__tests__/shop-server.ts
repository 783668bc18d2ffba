import { startMockServer, type RunningMockServer } from '@autoparts/service-kit';
import { envForEachTest } from '@autoparts/shared/testing';
import { createTestShopService, type TestShopOptions } from '../testing';

export interface Answer {
  status: number;
  contentType: string | null;
  /** The Retry-After header, only when there is one. */
  retryAfter?: string;
  // Payloads are checked field by field in the tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface SendOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, in place of `body` (a broken JSON text). */
  raw?: string;
  headers?: Record<string, string>;
}

/**
 * Serves the shop slice over real HTTP for one test file, without simulated latency, over its
 * own catalog and database (so added reviews and orders never leak between files). `bearer`
 * signs a customer in and gives the header that sends its token.
 */
export function serveShopSlice(options?: TestShopOptions) {
  let server: RunningMockServer;
  const shop = createTestShopService(options);

  beforeAll(async () => {
    process.env.MOCK_DELAY = '0';
    server = await startMockServer(shop.handlers);
    await shop.ready();
  });
  afterAll(async () => {
    await server.close();
    await shop.close();
  });

  async function send(
    method: string,
    path: string,
    { body, raw, headers = {} }: SendOptions = {},
  ): Promise<Answer> {
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const response = await fetch(`${server.apiBase}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: payload,
    });
    const contentType = response.headers.get('content-type');
    const text = await response.text();
    const json = contentType?.includes('json') && text ? JSON.parse(text) : text;
    const retryAfter = response.headers.get('retry-after');
    return {
      status: response.status,
      contentType,
      body: json,
      ...(retryAfter === null ? {} : { retryAfter }),
    };
  }

  return {
    catalog: shop.catalog,
    service: shop.service,
    addOrder: shop.addOrder,
    send,
    bearer: (customerId: number, name?: string) => ({
      authorization: `Bearer ${shop.signIn(customerId, name)}`,
    }),
    get: (path: string, headers?: Record<string, string>) => send('GET', path, { headers }),
    post: (path: string, body?: unknown, raw?: string) => send('POST', path, { body, raw }),
  };
}

/** The spec's error payload. */
export const problemShape = (status: number) => ({
  status,
  title: expect.any(String),
  detail: expect.any(String),
  errors: expect.any(Object),
});

/**
 * Headers that make a request come from `ip`, for the per-client limits: X-Forwarded-For, as the
 * kit believes it from a proxy on this host (the tests' loopback, trusted by default).
 */
export const fromClient = (ip: string) => ({ 'x-forwarded-for': ip });

/**
 * The shop slice with its rate limits on for each test, on a clock the tests move (`pass`), so a
 * wait ends only when a test says so. Each test sends from a client address of its own: `client()`
 * answers the current test's, to send with `fromClient`.
 */
export function serveLimitedShop() {
  let now = Date.parse('2025-06-01T12:00:00Z');
  const shop = serveShopSlice({ clock: { now: () => now } });
  envForEachTest({ MOCK_RATE_LIMIT: '1' });
  let tests = 0;
  beforeEach(() => void (tests += 1));
  return {
    ...shop,
    client: () => `198.51.100.${tests}`,
    pass: (ms: number) => void (now += ms),
  };
}
