import { createMemoryStorage } from '../storage';
import { createRootStore, type RootStore, type RootStoreDeps } from '../stores';
import type { AuthApi } from '../types';

/** An AuthApi for tests that never sign in: a call to it is a mistake the test should see. */
export const NO_AUTH_API: AuthApi = {
  login: () => Promise.reject(new Error('not in this test')),
  register: () => Promise.reject(new Error('not in this test')),
  logout: () => Promise.resolve(),
};

/** The country every test visitor signs in from, unless the test brings its own lookup. */
export const TEST_COUNTRY_CODE = 'US';

/**
 * A fresh root store for one test: in-memory storage, no sign-in backend, a notifier of jest.fn
 * and a visitor from TEST_COUNTRY_CODE unless the test brings its own; every other dependency as
 * `createRootStore` has it.
 */
export function createTestStore(deps: Partial<RootStoreDeps> = {}): RootStore {
  const {
    storage = createMemoryStorage(),
    authApi = NO_AUTH_API,
    notifier = { success: jest.fn(), error: jest.fn() },
    countryCode = () => Promise.resolve(TEST_COUNTRY_CODE),
    ...rest
  } = deps;
  return createRootStore({ storage, authApi, notifier, countryCode, ...rest });
}

/** A promise the test settles when it wants, to see what happens meanwhile. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
