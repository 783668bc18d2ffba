import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from '@autoparts/shared/translation';
import { MemoryRouter, Route, Routes, useLocation } from '@autoparts/shared/router';
import { createTestI18n as createSharedTestI18n } from '@autoparts/shared/testing';
import {
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

/** The shop's texts beside the shell's real common texts (read from its en.json). */
export const createTestI18n = (): I18n =>
  createSharedTestI18n({ namespaces: { [SHOP_NAMESPACE]: en } });

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
