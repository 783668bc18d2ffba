import type { Clock } from '@autoparts/service-kit';
import type { TokenPair } from '@autoparts/shared';
import { serveSlice } from '@autoparts/service-kit/testing';
import { createTestAccountService } from '../testing';

export interface Answer {
  status: number;
  /** The Retry-After header, only when there is one. */
  retryAfter?: string;
  // Payloads are checked field by field in the tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

interface Options {
  bearer?: string;
  /** Sent as is (bad JSON, an empty body) instead of JSON-encoding `body`. */
  raw?: string;
  headers?: Record<string, string>;
}

export const SEEDED = { email: 'red-parts@example.com', password: '123456' };

/** The answer is the spec's error payload `{ status, title, detail, errors }`. */
export function expectProblem(
  answer: Answer,
  status: number,
  title: string,
  errors: Record<string, string[]> = {},
): void {
  expect(answer).toEqual({ status, body: { status, title, detail: expect.any(String), errors } });
}

/** The answer is a validation 400 with errors on exactly these fields. */
export function expectInvalidFields(answer: Answer, fields: readonly string[]): void {
  expect(answer.status).toBe(400);
  expect(answer.body.title).toBe('One or more validation errors occurred.');
  expect(Object.keys(answer.body.errors).sort()).toEqual([...fields].sort());
}

/**
 * Serves the account slice over real HTTP for one test file, without simulated latency and
 * from a fresh seed before each test (on `clock`, when a test moves time).
 */
export function serveAccountSlice(clock?: Clock) {
  const account = createTestAccountService(clock);
  const slice = serveSlice(account.handlers, account);

  async function request(method: string, path: string, body?: unknown, options: Options = {}) {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...options.headers,
    };
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    const payload = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const response = await slice.fetch(path, { method, headers, body: payload });
    const text = await response.text();
    const retryAfter = response.headers.get('retry-after');
    return {
      status: response.status,
      body: text ? JSON.parse(text) : null,
      ...(retryAfter === null ? {} : { retryAfter }),
    } as Answer;
  }

  const post = (path: string, body?: unknown, options?: Options) =>
    request('POST', path, body, options);
  const put = (path: string, body?: unknown, options?: Options) =>
    request('PUT', path, body, options);
  const get = (path: string, options?: Options) => request('GET', path, undefined, options);
  const del = (path: string, options?: Options) => request('DELETE', path, undefined, options);
  const login = (account = SEEDED.email, password = SEEDED.password, options?: Options) =>
    post('/Authentication/Login', { account, password, countryCode: 'US' }, options);

  /** The seeded customer's tokens. */
  async function signIn(): Promise<TokenPair> {
    return (await login()).body.tokenResponse;
  }

  /** A second customer's tokens, to check that nobody sees another's data. */
  async function registerAnother(email = 'other@example.com'): Promise<TokenPair> {
    const { body } = await post('/Authentication/Register', {
      firstName: 'Olga',
      lastName: 'Other',
      email,
      password: 'another-secret',
    });
    return body.tokenResponse;
  }

  return { request, post, put, get, del, login, signIn, registerAnother, service: account.service };
}
