import { serveSlice } from '@autoparts/shared/testing';
import { handlers, resetAccountSlice } from '..';

export interface Answer {
  status: number;
  // Payloads are checked field by field in the tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

interface Options {
  bearer?: string;
  /** Sent as is (bad JSON, an empty body) instead of JSON-encoding `body`. */
  raw?: string;
}

export const SEEDED = { email: 'red-parts@example.com', password: '123456' };

/**
 * Serves the account slice over real HTTP for one test file, without simulated latency and
 * from a fresh seed before each test.
 */
export function serveAccountSlice() {
  const slice = serveSlice(handlers, { reset: resetAccountSlice });

  async function request(method: string, path: string, body?: unknown, options: Options = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    const payload = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const response = await slice.fetch(path, { method, headers, body: payload });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null } as Answer;
  }

  const post = (path: string, body?: unknown, options?: Options) =>
    request('POST', path, body, options);
  const get = (path: string, options?: Options) => request('GET', path, undefined, options);
  const login = (account = SEEDED.email, password = SEEDED.password) =>
    post('/Authentication/Login', { account, password, countryCode: 'US' });

  return { post, get, login };
}
