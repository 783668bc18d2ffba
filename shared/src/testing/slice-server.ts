import type { KyInstance } from 'ky';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { createHttpClient, HttpActivity } from '../api';
import { setStorefront, type Storefront } from '../runtime';
import type { AuthSession } from '../types';

/** A visitor who is not signed in. */
export const NO_SESSION: AuthSession = {
  accessToken: null,
  refreshToken: null,
  setTokens: () => undefined,
  clear: () => undefined,
};

export interface TestHttpClientOptions {
  prefixUrl: string;
  session?: AuthSession;
  /** Where the error toasts would have gone. */
  onError?: (message: string) => void;
  onAuthFailure?: (returnUrl: string) => void;
}

/** The storefront's real HTTP client, signed out and quiet unless the test says otherwise. */
export function createTestHttpClient(options: TestHttpClientOptions): KyInstance {
  return createHttpClient({
    prefixUrl: options.prefixUrl,
    session: options.session ?? NO_SESSION,
    activity: new HttpActivity(),
    onError: options.onError ?? (() => undefined),
    onAuthFailure: options.onAuthFailure ?? (() => undefined),
  });
}

/** How long a slice's database may take to open and seed before a file's first test. */
export const FIRST_OPEN_MS = 90_000;

export interface SliceOptions {
  /** Puts the slice's data back to its seed before each test. */
  reset?: () => void | Promise<void>;
  /** Lets go of what the slice holds (its database) after the file's tests. */
  close?: () => Promise<void>;
}

/**
 * A mock slice inside jest (msw in the same process) behind the storefront's real HTTP client, as
 * the pages reach it: page tests get the data and status codes the browser gets. `toasts`
 * collects the error toasts the client would have shown.
 */
export function setupStorefrontApi(
  handlers: readonly HttpHandler[],
  { reset, close }: SliceOptions = {},
) {
  process.env.MOCK_DELAY = '0';
  const server = setupServer(...handlers);
  const toasts: string[] = [];

  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    // The first reset opens the slice's database: PGlite's start is given its own time here,
    // before the tests, instead of eating the first test's hook timeout on a busy machine.
    await reset?.();
  }, FIRST_OPEN_MS);
  beforeEach(async () => {
    toasts.length = 0;
    await reset?.();
    const http = createTestHttpClient({
      prefixUrl: 'http://localhost/api',
      onError: (message) => toasts.push(message),
    });
    setStorefront({ http } as Partial<Storefront> as Storefront);
  });
  afterEach(() => {
    server.resetHandlers();
    setStorefront(null);
  });
  afterAll(async () => {
    server.close();
    await close?.();
  });

  return { server, toasts };
}
