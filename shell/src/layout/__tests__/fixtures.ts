import {
  createMemoryStorage,
  createRootStore,
  type AuthApi,
  type AuthResponse,
  type LoginPayload,
  type RegisterPayload,
  type RootStore,
  type User,
  type Vehicle,
} from '@autoparts/shared';

/** Where the header's test visitor signs in from (the login payload's countryCode). */
export const VISITOR_COUNTRY = 'GB';

export const USER: User = {
  email: 'red-parts@example.com',
  phone: '38 972 588-42-36',
  firstName: 'Ryan',
  lastName: 'Ford',
  avatar: '',
};

export const VEHICLE: Vehicle = {
  id: 7,
  year: 2011,
  make: 'Ford',
  model: 'Focus S',
  engine: '2.0L 1742DA L4 FI Turbo',
};

export { makeProduct } from '@autoparts/shared/testing';

export function authResponse(user: User = USER): AuthResponse {
  const token = 'a'.repeat(32);
  return { ...user, tokenResponse: { token, refreshToken: 'b'.repeat(32) } };
}

interface StoreOptions {
  signedIn?: boolean;
  /** Saved browser storage entries (values are JSON-encoded unless strings). */
  saved?: Record<string, unknown>;
  authApi?: Partial<AuthApi>;
}

/** A root store over memory storage with a mockable auth API and no 350 ms delays. */
export function makeStore({ signedIn = false, saved = {}, authApi = {} }: StoreOptions = {}) {
  const entries: Record<string, string> = {};
  for (const [key, value] of Object.entries(saved)) {
    entries[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  if (signedIn) {
    entries.user = JSON.stringify(USER);
    entries.accessToken = 'a'.repeat(32);
    entries.refreshToken = 'b'.repeat(32);
  }
  const api: jest.Mocked<AuthApi> = {
    login: jest.fn((_payload: LoginPayload) => Promise.resolve(authResponse())),
    register: jest.fn((_payload: RegisterPayload) => Promise.reject(new Error('not in this test'))),
    logout: jest.fn((_token: string | null) => Promise.resolve()),
    ...(authApi as Partial<jest.Mocked<AuthApi>>),
  };
  const store: RootStore = createRootStore({
    storage: createMemoryStorage(entries),
    authApi: api,
    notifier: { success: jest.fn(), error: jest.fn() },
    delay: () => Promise.resolve(),
    countryCode: () => Promise.resolve(VISITOR_COUNTRY),
  });
  return { store, api };
}
