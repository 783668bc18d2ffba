import type { AuthSession, TokenPair } from '../../types';
import { HttpActivity } from '../http-activity.store';
import { createHttpClient, type HttpClientDeps } from '../http-client';
import type { Fetch } from '../transport';

export const API = 'http://localhost/api';

export type Handler = (request: Request) => Response | Promise<Response>;

/** A handler's delay; the tests run it on jest's fake clock, so no real timer races another. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Answers `call` once the fake clock has run every timer there is, in order of time: the handlers'
 * delays pass in the order they are written, whatever the machine's speed.
 */
export async function afterTimers<T>(call: Promise<T>): Promise<T> {
  call.catch(() => undefined); // the caller looks at a rejection, after the clock has run
  await jest.runAllTimersAsync();
  return call;
}

export const json = (body: unknown, status = 200) => Response.json(body, { status });

/** Rejects like a real fetch when the call's signal aborts before the handler answers. */
function abortable(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * A fetch that answers from handlers keyed by "METHOD absolute-url-without-query". The client
 * gets it injected, so the tests see exactly what goes on the wire. A handler that throws a
 * TypeError plays a network failure, as fetch does.
 */
export function createFakeServer() {
  const routes = new Map<string, Handler>();
  const unhandled: string[] = [];
  const fetch: Fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.origin}${url.pathname}`;
    const handler = routes.get(key);
    if (!handler) {
      unhandled.push(key);
      return json({ status: 404, title: `No handler for ${key}`, detail: '', errors: {} }, 404);
    }
    return abortable(
      Promise.resolve().then(() => handler(request)),
      request.signal,
    );
  };
  return {
    fetch,
    unhandled,
    on(method: string, url: string, handler: Handler) {
      routes.set(`${method} ${url}`, handler);
    },
  };
}

export interface FakeSession extends AuthSession {
  accessToken: string | null;
  refreshToken: string | null;
  setTokens: jest.Mock<void, [TokenPair]>;
  clear: jest.Mock<void, []>;
}

export function fakeSession(accessToken: string | null, refreshToken: string | null): FakeSession {
  const session: FakeSession = {
    accessToken,
    refreshToken,
    setTokens: jest.fn((tokens: TokenPair) => {
      session.accessToken = tokens.token;
      session.refreshToken = tokens.refreshToken;
    }),
    clear: jest.fn(() => {
      session.accessToken = null;
      session.refreshToken = null;
    }),
  };
  return session;
}

/** A client over a fresh fake server, with spies for everything it reports. */
export function createTestClient(
  session: FakeSession = fakeSession(null, null),
  overrides: Partial<HttpClientDeps> = {},
) {
  const server = createFakeServer();
  const activity = new HttpActivity();
  const onError = jest.fn<void, [string]>();
  const onAuthFailure = jest.fn<void, [string]>();
  const http = createHttpClient({
    prefixUrl: API,
    session,
    activity,
    onError,
    onAuthFailure,
    fetch: server.fetch,
    getCurrentUrl: () => '/account/orders?page=2',
    ...overrides,
  });
  return { http, server, session, activity, onError, onAuthFailure };
}
