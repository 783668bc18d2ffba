import type { HttpHandler } from 'msw';
import {
  createTestHttpClient,
  FIRST_OPEN_MS,
  NO_SESSION,
  type SliceOptions,
} from '@autoparts/shared/testing';
import type { AuthSession } from '@autoparts/shared';
import { startMockServer, type RunningMockServer } from '../api';
import { startApiServer } from './api-server';

export interface ServeSliceOptions extends SliceOptions {
  /**
   * Behind the API router a service runs behind (`npm run api`, its image, the gateway), for what
   * the router adds to the handlers' answers (no-store on the private paths, for one).
   */
  router?: boolean;
}

/**
 * Serves a mock slice over real HTTP for one test file (simulated latency off): `fetch` calls it
 * by API path, `client()` is the storefront's HTTP client pointed at it.
 */
export function serveSlice(
  handlers: readonly HttpHandler[],
  { reset, close, router = false }: ServeSliceOptions = {},
) {
  let server: RunningMockServer | undefined;
  beforeAll(async () => {
    process.env.MOCK_DELAY = '0';
    server = await (router ? startApiServer : startMockServer)(handlers);
    // The database opens here, with time for PGlite's start, not in the first test's hook.
    await reset?.();
  }, FIRST_OPEN_MS);
  afterAll(async () => {
    await server?.close();
    await close?.();
  });
  if (reset) beforeEach(() => reset());

  const apiBase = () => {
    if (!server) throw new Error('The slice is served from beforeAll on');
    return server.apiBase;
  };
  return {
    apiBase,
    fetch: (path: string, init?: RequestInit) => fetch(`${apiBase()}${path}`, init),
    client: (session: AuthSession = NO_SESSION, onError: (message: string) => void = jest.fn()) =>
      createTestHttpClient({ prefixUrl: apiBase(), session, onError, onAuthFailure: jest.fn() }),
  };
}
