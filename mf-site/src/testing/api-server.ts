import { setupServer } from 'msw/node';
import { createHttpClient, HttpActivity, setStorefront, type Storefront } from '@autoparts/shared';
import { handlers } from '../../mock';

/**
 * The site's real mock slice behind the storefront's real HTTP client, inside jest: pages are
 * tested against the same validation and status codes the browser gets. `toasts` collects the
 * error toasts the client would have shown.
 */
export function setupSiteApi() {
  process.env.MOCK_DELAY = '0';
  const server = setupServer(...handlers);
  const toasts: string[] = [];

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    toasts.length = 0;
    const http = createHttpClient({
      prefixUrl: 'http://localhost/api',
      session: { accessToken: null, refreshToken: null, setTokens: () => {}, clear: () => {} },
      activity: new HttpActivity(),
      onError: (message) => toasts.push(message),
      onAuthFailure: () => {},
    });
    setStorefront({ http } as Partial<Storefront> as Storefront);
  });
  afterEach(() => {
    server.resetHandlers();
    setStorefront(null);
  });
  afterAll(() => server.close());

  return { server, toasts };
}
