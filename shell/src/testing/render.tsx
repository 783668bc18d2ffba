import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from '@autoparts/shared/translation';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from '@autoparts/shared/router';
import {
  createMemoryStorage,
  createRootStore,
  StoreProvider,
  type AuthApi,
  type RootStore,
} from '@autoparts/shared';
import en from '@autoparts/shared/texts/en.json';

export function createTestI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

const noAuthApi: AuthApi = {
  login: () => Promise.reject(new Error('not in this test')),
  register: () => Promise.reject(new Error('not in this test')),
  logout: () => Promise.resolve(),
};

export function createTestStore(storage = createMemoryStorage()): RootStore {
  return createRootStore({
    storage,
    authApi: noAuthApi,
    notifier: { success: jest.fn(), error: jest.fn() },
    delay: () => Promise.resolve(),
  });
}

interface Options {
  route?: string;
  /** Other routes of the test's router, e.g. a target page to assert a navigation. */
  routes?: RouteObject[];
  store?: RootStore;
}

/** Renders a shell component with a fresh root store, the English texts and a memory router. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const store = options.store ?? createTestStore();
  const router = createMemoryRouter([{ path: '*', element: ui }, ...(options.routes ?? [])], {
    initialEntries: [options.route ?? '/'],
  });
  const result = render(
    <I18nextProvider i18n={createTestI18n()}>
      <StoreProvider store={store}>
        <RouterProvider router={router} />
      </StoreProvider>
    </I18nextProvider>,
  );
  return { ...result, store, router };
}
