import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  COMMON_NAMESPACE,
  StoreProvider,
  createMemoryStorage,
  createRootStore,
  type AuthApi,
  type AuthResponse,
  type RootStore,
  type User,
} from '@autoparts/shared';
import en from '../../public/i18n/en.json';
import { AccountRoutes } from '../app/account-routes';
import { ACCOUNT_NAMESPACE } from '../i18n-namespace';

/** The shell's common texts the area's pages use (the shell serves them at runtime). */
const COMMON_TEXTS = {
  ERROR_FORM_REQUIRED: 'This field is required',
  AUTH_WEAK_PASSWORD: 'The password must be at least 6 characters long.',
  ERROR_API_DEFAULT: 'An error has occured.',
  ERROR_API_NETWORK: 'The shop cannot be reached. Check your connection and try again.',
};

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

export function createTestI18n(): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: 'en',
    resources: { en: { [ACCOUNT_NAMESPACE]: en, [COMMON_NAMESPACE]: COMMON_TEXTS } },
    ns: [COMMON_NAMESPACE, ACCOUNT_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

/** Where the router is, for tests of redirects ("Current location"). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{pathname + search}</output>;
}

export interface RenderOptions {
  authApi?: jest.Mocked<AuthApi>;
  /** Starts signed in as this user. */
  signedInAs?: User;
}

export interface RenderResult extends ReturnType<typeof render> {
  store: RootStore;
  authApi: jest.Mocked<AuthApi>;
  user: ReturnType<typeof userEvent.setup>;
}

function withProviders(ui: ReactElement, route: string, store: RootStore) {
  return (
    <I18nextProvider i18n={createTestI18n()}>
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </StoreProvider>
    </I18nextProvider>
  );
}

/** Renders `ui` with a fresh root store (in-memory storage), the test i18n and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  route = '/',
  options: RenderOptions = {},
): RenderResult {
  const authApi = options.authApi ?? fakeAuthApi();
  const store = createRootStore({
    storage: createMemoryStorage(),
    authApi,
    notifier: { success: jest.fn(), error: jest.fn() },
  });
  if (options.signedInAs) {
    store.auth.signInWithTokens(TEST_TOKENS.token, TEST_TOKENS.refreshToken, options.signedInAs);
  }
  const user = userEvent.setup();
  return { ...render(withProviders(ui, route, store)), store, authApi, user };
}

const SECTIONS = ['account', 'register', 'forgot-password'];

/** The area as the shell mounts it: each section at its first path segment, anything else outside. */
export function renderAccountArea(route: string, options: RenderOptions = {}): RenderResult {
  return renderWithProviders(
    <Routes>
      {SECTIONS.map((section) => (
        <Route key={section} path={`${section}/*`} element={<AccountRoutes section={section} />} />
      ))}
      <Route path="*" element={<p>Outside the account area</p>} />
    </Routes>,
    route,
    options,
  );
}

/** The path and query the router is at. */
export function currentLocation(): string {
  return screen.getByRole('status', { name: 'Current location' }).textContent ?? '';
}
