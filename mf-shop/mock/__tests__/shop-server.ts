import { startMockServer, type RunningMockServer } from '@autoparts/shared/mock';
import { createShopHandlers } from '..';
import { createCatalog, type Catalog } from '../data/catalog';

export interface Answer {
  status: number;
  contentType: string | null;
  // Payloads are checked field by field in the tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * Serves the shop slice over real HTTP for one test file, without simulated latency, over its
 * own catalog (so added reviews never leak between files).
 */
export function serveShopSlice(makeCatalog: () => Catalog = () => createCatalog()) {
  let server: RunningMockServer;
  const state: { catalog: Catalog } = { catalog: undefined as unknown as Catalog };

  beforeAll(async () => {
    process.env.MOCK_DELAY = '0';
    state.catalog = makeCatalog();
    server = await startMockServer(createShopHandlers(state.catalog));
  });
  afterAll(() => server.close());

  async function request(
    method: string,
    path: string,
    body?: unknown,
    raw?: string,
  ): Promise<Answer> {
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const response = await fetch(`${server.apiBase}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    const contentType = response.headers.get('content-type');
    const text = await response.text();
    const json = contentType?.includes('json') && text ? JSON.parse(text) : text;
    return { status: response.status, contentType, body: json };
  }

  return {
    state,
    get: (path: string) => request('GET', path),
    post: (path: string, body?: unknown, raw?: string) => request('POST', path, body, raw),
  };
}

/** The spec's error payload. */
export const problemShape = (status: number) => ({
  status,
  title: expect.any(String),
  detail: expect.any(String),
  errors: expect.any(Object),
});
