import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  COMMON_NAMESPACE,
  StoreProvider,
  createMemoryStorage,
  createRootStore,
  type AuthApi,
  type RootStore,
  type StorageLike,
} from '@autoparts/shared';
import en from '../../public/i18n/en.json';
import { AreaApiProvider } from '../api/area-api';
import { VEHICLE_NAMESPACE } from '../i18n-namespace';
import { fakeAreaApi, type FakeAreaApi } from './fake-api';

/** The shell's common texts the area uses (the shell serves them at runtime). */
const COMMON_TEXTS = {
  TEXT_ALERT_UNABLE_TO_FIND_VEHICLE_BY_VIN: 'Unable to find a vehicle by this VIN.',
  TEXT_ALERT_VEHICLE_FOUND: 'Vehicle found: {{year}} {{make}} {{model}} {{engine}}',
};

export function createTestI18n(): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: 'en',
    resources: { en: { [VEHICLE_NAMESPACE]: en, [COMMON_NAMESPACE]: COMMON_TEXTS } },
    ns: [COMMON_NAMESPACE, VEHICLE_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

const noAuthApi: AuthApi = {
  login: () => Promise.reject(new Error('not in this test')),
  register: () => Promise.reject(new Error('not in this test')),
  logout: () => Promise.resolve(),
};

/** Where the router is, for tests of links and redirects. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{pathname + search}</output>;
}

export interface RenderOptions {
  route?: string;
  storage?: StorageLike;
  /** For tests whose timers are faked (the VIN debounce). */
  fakeTimers?: boolean;
  /** Fake area calls to prepare before rendering; fresh ones otherwise. */
  api?: FakeAreaApi;
}

/** Renders `ui` with a fresh root store, fake area calls, the English texts and a memory router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const store: RootStore = createRootStore({
    storage: options.storage ?? createMemoryStorage(),
    authApi: noAuthApi,
    notifier: { success: jest.fn(), error: jest.fn() },
  });
  const api = options.api ?? fakeAreaApi();
  const user = userEvent.setup(
    options.fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {},
  );
  const result = render(
    <I18nextProvider i18n={createTestI18n()}>
      <StoreProvider store={store}>
        <AreaApiProvider api={api}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </AreaApiProvider>
      </StoreProvider>
    </I18nextProvider>,
  );
  return { ...result, store, api, user };
}
