import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  createAuthApi,
  getHttp,
  setStorefront,
  type AuthResponse,
  type AuthSession,
  type Storefront,
  type TokenPair,
  type User,
} from '@autoparts/shared';
import { forgetCountries } from '@autoparts/shared/forms';
import { createTestHttpClient, createTestStore, NO_SESSION } from '@autoparts/shared/testing';
import { createTestAccountService } from '../../server/testing';
import { renderAccountArea } from './render';

export const API_BASE = 'http://localhost/api';
export const SEEDED_LOGIN = { account: 'red-parts@example.com', password: '123456' };

/** A server that is down, in the spec's error payload: its title is what the toast shows. */
export const serviceUnavailable = () =>
  HttpResponse.json(
    { status: 503, title: 'Service Unavailable', detail: '', errors: {} },
    { status: 503 },
  );

/** Calls the slice as a browser would, outside the page (to set up what a test needs). */
export async function callApi(method: string, path: string, body?: unknown, bearer?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** Signs in on the slice and answers the user with its token pair. */
export async function signInOnSlice(login = SEEDED_LOGIN): Promise<AuthResponse> {
  const { status, body } = await callApi('POST', '/Authentication/Login', {
    ...login,
    countryCode: 'US',
  });
  if (status !== 200) throw new Error(`Login answered ${status}`);
  return body as AuthResponse;
}

/**
 * The account's real mock slice (msw in the test's process) behind the storefront's real HTTP
 * client, whose session is the rendered store's: pages get the data, status codes, token checks
 * and refreshes the browser gets. `toasts` collects the error toasts the client would have shown,
 * `refreshes` counts token refreshes, `authFailures` the sign-in redirects a failed one asks for.
 */
export function setupAccountApi() {
  process.env.MOCK_DELAY = '0';
  const account = createTestAccountService();
  const server = setupServer(...account.handlers);
  const toasts: string[] = [];
  const authFailures: string[] = [];
  const refreshes: string[] = [];
  let session: AuthSession = NO_SESSION;
  // The client is made before the test renders its store: it reads whichever session is current.
  const currentSession: AuthSession = {
    get accessToken() {
      return session.accessToken;
    },
    get refreshToken() {
      return session.refreshToken;
    },
    setTokens: (tokens: TokenPair) => session.setTokens(tokens),
    clear: () => session.clear(),
  };

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    toasts.length = 0;
    authFailures.length = 0;
    refreshes.length = 0;
    session = NO_SESSION;
    await account.reset();
    forgetCountries();
    const http = createTestHttpClient({
      prefixUrl: API_BASE,
      session: currentSession,
      onError: (message) => toasts.push(message),
      onAuthFailure: (returnUrl) => authFailures.push(returnUrl),
    });
    setStorefront({ http } as Partial<Storefront> as Storefront);
  });
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/Authentication/RefreshToken')) refreshes.push(request.url);
  });
  afterEach(() => {
    server.resetHandlers();
    setStorefront(null);
  });
  afterAll(async () => {
    server.close();
    await account.close();
  });

  /**
   * Renders `route` with a fresh store that signs in, out and calls the slice through the client;
   * `signedIn` starts it with that session. Answers once the route's page is there.
   */
  async function render(route: string, signedIn?: { user: User; tokens: TokenPair }) {
    const store = createTestStore({ authApi: createAuthApi(getHttp()) });
    if (signedIn) {
      const { user, tokens } = signedIn;
      store.auth.signInWithTokens(tokens.token, tokens.refreshToken, user);
    }
    session = store.auth;
    return renderAccountArea(route, { store });
  }

  /**
   * Signs the seeded customer in on the slice and renders `route` with that session; `tokens`
   * replaces what the store starts with (an expired access token, say).
   */
  async function renderSignedIn(route: string, options: { tokens?: Partial<TokenPair> } = {}) {
    const { tokenResponse, ...user } = await signInOnSlice();
    const tokens = { ...tokenResponse, ...options.tokens };
    return { ...(await render(route, { user, tokens })), tokens, customer: user };
  }

  return {
    server,
    toasts,
    authFailures,
    refreshes,
    render,
    renderSignedIn,
    service: account.service,
  };
}
