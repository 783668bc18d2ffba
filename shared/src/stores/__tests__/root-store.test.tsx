import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryStorage, type StorageLike } from '../../storage';
import type { AuthApi } from '../../types';
import { createRootStore, type RootStoreDeps } from '../root-store';
import {
  StoreProvider,
  useAuthStore,
  useCartStore,
  useCompareStore,
  useCurrencyStore,
  useGarageStore,
  useLanguageStore,
  useRootStore,
  useWishlistStore,
} from '../store-provider';
import { makeNotifier, makeProduct, settle, storageWith, throwingStorage } from './fixtures';

const authApi: AuthApi = {
  login: jest.fn(),
  register: jest.fn(),
  logout: jest.fn().mockResolvedValue(undefined),
};

function createStores(storage: StorageLike, deps: Partial<RootStoreDeps> = {}) {
  return createRootStore({ storage, authApi, notifier: makeNotifier(), ...deps });
}

function expectDefaults(stores: ReturnType<typeof createStores>) {
  expect(stores.auth.isSignedIn).toBe(false);
  expect(stores.cart.items).toEqual([]);
  expect(stores.wishlist.products).toEqual([]);
  expect(stores.compare.products).toEqual([]);
  expect(stores.garage.vehicles).toEqual([]);
  expect(stores.garage.currentVehicle).toBeNull();
  expect(stores.currency.code).toBe('USD');
  expect(stores.language.code).toBe('en');
}

describe('createRootStore', () => {
  afterEach(() => jest.useRealTimers());

  it('starts every store empty on a fresh storage', () => {
    expectDefaults(createStores(createMemoryStorage()));
  });

  it.each([
    ['corrupt JSON', '{"'],
    ['a foreign object', '{"foo":[1,2]}'],
    ['a number', '12'],
    ['an array of junk', '[null, 1, "x", {"id": "1"}]'],
  ])('falls back to defaults when every key holds %s', (_, text) => {
    const keys = [
      'accessToken',
      'refreshToken',
      'user',
      'cartItems',
      'compareItems',
      'wishlistItems',
      'currency',
      'language',
      'garage',
      'currentVehicle',
    ];
    const storage = storageWith(Object.fromEntries(keys.map((key) => [key, text])));
    expectDefaults(createStores(storage));
  });

  it('falls back to defaults and keeps working when the storage throws', async () => {
    jest.useFakeTimers();
    const stores = createStores(throwingStorage);
    expectDefaults(stores);
    await settle(stores.cart.add(makeProduct(), 1));
    expect(stores.cart.quantity).toBe(1);
  });

  it('wires the injected delay, side effect, page and language callback', async () => {
    const delay = jest.fn().mockResolvedValue(undefined);
    const onCartAdd = jest.fn();
    const onLanguageChange = jest.fn();
    const page = document.implementation.createHTMLDocument('test');
    const stores = createStores(createMemoryStorage(), {
      delay,
      onCartAdd,
      onLanguageChange,
      document: page,
      location: { search: '?lang=ru' },
    });
    await stores.wishlist.add(makeProduct());
    await stores.cart.add(makeProduct(), 1);
    expect(delay).toHaveBeenCalledWith(350);
    expect(stores.wishlist.count).toBe(1);
    await Promise.resolve();
    expect(onCartAdd).toHaveBeenCalledTimes(1);
    expect(stores.language.code).toBe('ru');
    expect(page.documentElement.lang).toBe('ru');
    stores.language.setLanguage('en-RTL');
    expect(onLanguageChange).toHaveBeenCalledWith('en-RTL');
  });
});

describe('hooks', () => {
  it('give the stores of the provider', () => {
    const stores = createStores(createMemoryStorage());
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreProvider store={stores}>{children}</StoreProvider>
    );
    const { result } = renderHook(
      () => ({
        root: useRootStore(),
        auth: useAuthStore(),
        cart: useCartStore(),
        wishlist: useWishlistStore(),
        compare: useCompareStore(),
        garage: useGarageStore(),
        currency: useCurrencyStore(),
        language: useLanguageStore(),
      }),
      { wrapper },
    );
    const { root, ...each } = result.current;
    expect(root).toBe(stores);
    expect(each).toEqual({ ...stores });
    expect(each.cart).toBe(stores.cart);
  });

  afterEach(() => jest.restoreAllMocks());

  it('throw a clear error outside a provider', () => {
    // React logs the thrown error as well; the assertion is on the error itself.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCartStore())).toThrow(/inside <StoreProvider/);
  });
});
