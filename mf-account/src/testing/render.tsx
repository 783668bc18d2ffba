import { act } from '@testing-library/react';
import {
  areaRoutes,
  createTestI18n,
  createTestStore,
  renderWithProviders,
  type ProvidersResult,
} from '@autoparts/shared/testing';
import ky from 'ky';
import {
  federatedLoaderGeneration,
  getStorefront,
  setFederatedModuleLoader,
  setStorefront,
  type AuthApi,
  type AuthResponse,
  type RootStore,
  type Storefront,
  type User,
} from '@autoparts/shared';
import en from '../../public/i18n/en.json';
import { AccountRoutes } from '../routes';
import { ACCOUNT_NAMESPACE } from '../i18n-namespace';

export { currentLocation } from '@autoparts/shared/testing';

export const TEST_USER: User = {
  email: 'red-parts@example.com',
  phone: '38 972 588-42-36',
  firstName: 'Ryan',
  lastName: 'Ford',
  avatar: '',
};

export const TEST_TOKENS = { token: 'a'.repeat(32), refreshToken: 'r'.repeat(32) };

export function authResponse(user: User = TEST_USER): AuthResponse {
  return { ...user, tokenResponse: TEST_TOKENS };
}

/** An AuthApi that signs in as TEST_USER; tests override what they need. */
export function fakeAuthApi(overrides: Partial<AuthApi> = {}): jest.Mocked<AuthApi> {
  return {
    login: jest.fn(async () => authResponse()),
    register: jest.fn(async (payload) => authResponse({ ...TEST_USER, ...payload, avatar: '' })),
    logout: jest.fn(async () => undefined),
    ...overrides,
  } as jest.Mocked<AuthApi>;
}

export interface RenderOptions {
  authApi?: jest.Mocked<AuthApi>;
  /** Starts signed in as this user. */
  signedInAs?: User;
  /** The root store to render with (one already signed in); a fresh one over `authApi` else. */
  store?: RootStore;
}

export interface RenderResult extends ProvidersResult {
  authApi: jest.Mocked<AuthApi>;
}

const SECTIONS = ['account', 'register', 'forgot-password'];

const never = <T,>() => new Promise<T>(() => undefined);

/**
 * A test that brings no API (setupAccountApi) nor fake widgets (fakeShopWidgets) sees the pages
 * it passes through waiting for them: their calls and the other areas' widgets never answer.
 */
function waitForeverForWhatIsMissing() {
  try {
    getStorefront();
  } catch {
    const http = ky.create({ prefixUrl: 'http://localhost/api', fetch: () => never() });
    setStorefront({ http } as Partial<Storefront> as Storefront);
  }
  if (federatedLoaderGeneration() === 0) setFederatedModuleLoader(never);
}

/**
 * Lets the pages on screen arrive: the routes download each page when it is first shown (lazily,
 * as in the browser), and the part of a page that loads lazily in turn (a sign-in link's) after
 * it. Each arrives a tick after it is asked for; done once a tick changes nothing more.
 */
async function pagesLoaded(): Promise<void> {
  for (let tick = 0; tick < 10; tick++) {
    const before = document.body.innerHTML;
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    if (document.body.innerHTML === before) return;
  }
}

/**
 * The area as the shell mounts it (each section at its first path segment, anything else
 * outside) with a fresh root store over `authApi`, the account's texts and a memory router;
 * answers once the route's page is there (pagesLoaded).
 */
export async function renderAccountArea(
  route: string,
  options: RenderOptions = {},
): Promise<RenderResult> {
  waitForeverForWhatIsMissing();
  const authApi = options.authApi ?? fakeAuthApi();
  const store = options.store ?? createTestStore({ authApi });
  if (options.signedInAs) {
    store.auth.signInWithTokens(TEST_TOKENS.token, TEST_TOKENS.refreshToken, options.signedInAs);
  }
  const sections = Object.fromEntries(
    SECTIONS.map((section) => [section, <AccountRoutes section={section} />]),
  );
  const result = renderWithProviders(areaRoutes(sections, <p>Outside the account area</p>), {
    route,
    store,
    i18n: createTestI18n({ namespaces: { [ACCOUNT_NAMESPACE]: en } }),
  });
  await pagesLoaded();
  return { ...result, authApi };
}
