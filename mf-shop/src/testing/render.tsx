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
  type Delay,
  type RootStore,
  type Vehicle,
} from '@autoparts/shared';
import en from '../../public/i18n/en.json';
import ShopApp from '../exposes/app';
import { SHOP_NAMESPACE } from '../i18n-namespace';

// The namespace's address comes from webpack's public path, which jest does not have; the test
// i18n below holds the texts instead.
jest.mock('../i18n', () => ({}));

/** The shell's common texts the shop's pages use (the shell serves them at runtime). */
const COMMON_TEXTS = {
  ERROR_API_DEFAULT: 'An error has occured.',
  TEXT_FITMENT_ALL: 'Fit for all vehicles',
  TEXT_FITMENT_FITS: 'Fits your {{vehicle}}',
  TEXT_FITMENT_DOES_NOT_FIT: 'Does not fit your {{vehicle}}',
  TEXT_FITMENT_MAY_NOT_FIT: 'May not fit your {{vehicle}}',
  TEXT_TOAST_PRODUCT_ADDED_TO_CART: '“{{productName}}” was added to your cart.',
  ERROR_FORM_REQUIRED: 'This field is required',
  ERROR_ADD_TO_CART_QUANTITY: 'Please specify a quantity of at least 1.',
  ERROR_ADD_TO_CART_OPTIONS: 'Please choose a value for every product option.',
  TEXT_SHIPPING: 'Shipping',
  TEXT_TAX: 'Tax',
};

export function createTestI18n(): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: 'en',
    resources: { en: { [SHOP_NAMESPACE]: en, [COMMON_NAMESPACE]: COMMON_TEXTS } },
    ns: [COMMON_NAMESPACE, SHOP_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

/** Where the router is, for tests of navigation ("Current location"). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{pathname + search}</output>;
}

export interface RenderOptions {
  /** Starts with this vehicle chosen in the garage. */
  vehicle?: Vehicle;
  /** The 350 ms of cart, wishlist and compare actions; they finish at once when absent. */
  delay?: Delay;
}

export interface RenderResult extends ReturnType<typeof render> {
  store: RootStore;
  user: ReturnType<typeof userEvent.setup>;
}

/** Renders `ui` with a fresh root store (in-memory storage), the test i18n and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  route = '/',
  options: RenderOptions = {},
): RenderResult {
  const store = createRootStore({
    storage: createMemoryStorage(),
    authApi: { login: jest.fn(), register: jest.fn(), logout: jest.fn() },
    notifier: { success: jest.fn(), error: jest.fn() },
    delay: options.delay ?? (() => Promise.resolve()),
  });
  if (options.vehicle) store.garage.setCurrentVehicle(options.vehicle);
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={createTestI18n()}>
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </StoreProvider>
    </I18nextProvider>,
  );
  return { ...result, store, user };
}

/** The area as the shell mounts it, at /shop/*. */
export function renderShop(route: string, options: RenderOptions = {}): RenderResult {
  return renderWithProviders(
    <Routes>
      <Route path="shop/*" element={<ShopApp section="shop" />} />
      <Route path="*" element={<p>Outside the shop</p>} />
    </Routes>,
    route,
    options,
  );
}

/** The path and query the router is at. */
export function currentLocation(): string {
  return screen.getByRole('status', { name: 'Current location' }).textContent ?? '';
}
