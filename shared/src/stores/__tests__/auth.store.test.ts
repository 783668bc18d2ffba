import { createMemoryStorage, type StorageLike } from '../../storage';
import type { AuthApi, AuthResponse, User } from '../../types';
import { AuthResponseError, AuthStore } from '../auth.store';
import { deferred } from '../../testing/test-store';
import { MALFORMED_TOKENS } from '../../storage/__tests__/malformed-tokens';
import { storageWith, throwingStorage } from './fixtures';

const user: User = {
  email: 'red-parts@example.com',
  phone: '38 972 588-42-36',
  firstName: 'Ryan',
  lastName: 'Ford',
  avatar: 'avatar.jpg',
};
const TOKEN = 'a'.repeat(32);
const REFRESH = 'r'.repeat(32);
const answer: AuthResponse = { ...user, tokenResponse: { token: TOKEN, refreshToken: REFRESH } };

function fakeApi(): jest.Mocked<AuthApi> {
  return {
    login: jest.fn().mockResolvedValue(answer),
    register: jest.fn().mockResolvedValue(answer),
    logout: jest.fn().mockResolvedValue(undefined),
  };
}

function signedInStorage(): StorageLike {
  return storageWith({ user, accessToken: TOKEN, refreshToken: REFRESH });
}

describe('start-up', () => {
  it('restores a complete saved session', () => {
    const auth = new AuthStore({ storage: signedInStorage(), api: fakeApi() });
    expect(auth.isSignedIn).toBe(true);
    expect(auth.user).toEqual(user);
    expect(auth.accessToken).toBe(TOKEN);
    expect(auth.refreshToken).toBe(REFRESH);
  });

  it.each([
    ['no user', { accessToken: TOKEN, refreshToken: REFRESH }],
    ['no access token', { user, refreshToken: REFRESH }],
    ['no refresh token', { user, accessToken: TOKEN }],
    ['an empty token', { user, accessToken: '', refreshToken: REFRESH }],
    ['a corrupt user', { user: '{"email":', accessToken: TOKEN, refreshToken: REFRESH }],
    ['a foreign user', { user: { name: 'x' }, accessToken: TOKEN, refreshToken: REFRESH }],
  ])('clears every saved auth key when there is %s', (_, entries) => {
    const storage = storageWith({ ...entries, currency: 'EUR' });
    const auth = new AuthStore({ storage, api: fakeApi() });
    expect(auth.isSignedIn).toBe(false);
    expect(auth.user).toBeNull();
    expect(auth.accessToken).toBeNull();
    expect(auth.refreshToken).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem('refreshToken')).toBeNull();
    expect(storage.getItem('currency')).toBe('EUR');
  });

  describe.each(['accessToken', 'refreshToken'])('a stored %s with', (key) => {
    it.each(MALFORMED_TOKENS)('%s clears the whole session', (_, bad) => {
      const storage = storageWith({
        user,
        accessToken: TOKEN,
        refreshToken: REFRESH,
        [key]: bad,
        currency: 'EUR',
      });
      const auth = new AuthStore({ storage, api: fakeApi() });
      expect(auth.isSignedIn).toBe(false);
      expect([auth.user, auth.accessToken, auth.refreshToken]).toEqual([null, null, null]);
      for (const cleared of ['user', 'accessToken', 'refreshToken']) {
        expect(storage.getItem(cleared)).toBeNull();
      }
      expect(storage.getItem('currency')).toBe('EUR');
    });
  });

  it('restores a JWT-shaped session of a real backend', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.Zm9vYmFyLWJhei1xdXV4_-0123456789';
    const storage = storageWith({ user, accessToken: jwt, refreshToken: `${REFRESH}+/=` });
    expect(new AuthStore({ storage, api: fakeApi() }).accessToken).toBe(jwt);
  });

  it('starts signed out when the storage throws', () => {
    expect(new AuthStore({ storage: throwingStorage, api: fakeApi() }).isSignedIn).toBe(false);
  });
});

describe('login and register', () => {
  const login = { account: user.email, password: '123456' };
  const registration = {
    firstName: 'Ryan',
    lastName: 'Ford',
    email: user.email,
    password: '123456',
  };

  it.each([
    ['login', { ...login, countryCode: 'US' }, (auth: AuthStore) => auth.login(login)],
    ['register', registration, (auth: AuthStore) => auth.register(registration)],
  ] as const)(
    '%s saves the user without the token response, and both tokens',
    async (method, payload, signIn) => {
      const storage = createMemoryStorage();
      const api = fakeApi();
      const auth = new AuthStore({ storage, api, countryCode: () => Promise.resolve('US') });
      await expect(signIn(auth)).resolves.toEqual(user);
      expect(api[method]).toHaveBeenCalledWith(payload);
      expect(auth.isSignedIn).toBe(true);
      expect(auth.user).toEqual(user);
      expect(JSON.parse(storage.getItem('user') ?? '')).toEqual(user);
      expect(storage.getItem('user')).not.toContain('tokenResponse');
      expect(storage.getItem('accessToken')).toBe(TOKEN);
      expect(storage.getItem('refreshToken')).toBe(REFRESH);
    },
  );

  it('asks the country as a sign-in form shows, and sends it with the login', async () => {
    const api = fakeApi();
    const lookup = deferred<string>();
    const countryCode = jest.fn(() => lookup.promise);
    const auth = new AuthStore({ storage: createMemoryStorage(), api, countryCode });

    auth.prepareSignIn();
    expect(countryCode).toHaveBeenCalledTimes(1);
    const signingIn = auth.login(login);
    expect(api.login).not.toHaveBeenCalled();
    lookup.resolve('GB');

    await signingIn;
    expect(api.login).toHaveBeenCalledWith({ ...login, countryCode: 'GB' });
  });

  it('sends an empty country when there is no way to know it', async () => {
    const api = fakeApi();
    const auth = new AuthStore({ storage: createMemoryStorage(), api });
    await auth.login(login);
    expect(api.login).toHaveBeenCalledWith({ ...login, countryCode: '' });
  });

  it('passes the API error on and stays signed out', async () => {
    const api = fakeApi();
    const failure = new Error('Invalid credentials');
    api.login.mockRejectedValue(failure);
    const auth = new AuthStore({ storage: createMemoryStorage(), api });
    await expect(auth.login({ account: 'x', password: 'y' })).rejects.toBe(failure);
    expect(auth.isSignedIn).toBe(false);
  });

  it.each([
    ['without tokens', { ...user } as AuthResponse],
    [
      'with a malformed token',
      { ...user, tokenResponse: { token: '🔑'.repeat(16), refreshToken: REFRESH } },
    ],
  ])('refuses an answer %s', async (_, response) => {
    const api = fakeApi();
    api.login.mockResolvedValue(response);
    const storage = createMemoryStorage();
    const auth = new AuthStore({ storage, api });
    await expect(auth.login({ account: 'x', password: 'y' })).rejects.toBeInstanceOf(
      AuthResponseError,
    );
    expect(auth.isSignedIn).toBe(false);
    expect(storage.getItem('accessToken')).toBeNull();
  });
});

describe('logout', () => {
  it('tells the server with the refresh token, then forgets everything', async () => {
    const storage = signedInStorage();
    const api = fakeApi();
    const auth = new AuthStore({ storage, api });
    await auth.logout();
    expect(api.logout).toHaveBeenCalledWith(REFRESH);
    expect(auth.isSignedIn).toBe(false);
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem('refreshToken')).toBeNull();
  });

  it('signs out even when the server call fails', async () => {
    const api = fakeApi();
    api.logout.mockRejectedValue(new Error('500'));
    const auth = new AuthStore({ storage: signedInStorage(), api });
    await expect(auth.logout()).resolves.toBeUndefined();
    expect(auth.isSignedIn).toBe(false);
  });
});

describe('tokens', () => {
  it('replaces both tokens on refresh', () => {
    const storage = signedInStorage();
    const auth = new AuthStore({ storage, api: fakeApi() });
    auth.setTokens({ token: 'n'.repeat(32), refreshToken: 'm'.repeat(32) });
    expect(auth.accessToken).toBe('n'.repeat(32));
    expect(auth.refreshToken).toBe('m'.repeat(32));
    expect(storage.getItem('accessToken')).toBe('n'.repeat(32));
    expect(storage.getItem('refreshToken')).toBe('m'.repeat(32));
  });

  it('clear forgets the session', () => {
    const storage = signedInStorage();
    const auth = new AuthStore({ storage, api: fakeApi() });
    auth.clear();
    expect(auth.isSignedIn).toBe(false);
    expect(storage.getItem('refreshToken')).toBeNull();
  });

  it('signs in with both query-parameter tokens and a user', () => {
    const storage = createMemoryStorage();
    const auth = new AuthStore({ storage, api: fakeApi() });
    expect(auth.signInWithTokens(TOKEN, REFRESH, user)).toBe(true);
    expect(auth.isSignedIn).toBe(true);
    expect(new AuthStore({ storage, api: fakeApi() }).isSignedIn).toBe(true);
  });

  it('keeps the tokens and waits for the profile when no user is given', () => {
    const auth = new AuthStore({ storage: createMemoryStorage(), api: fakeApi() });
    expect(auth.signInWithTokens(TOKEN, REFRESH)).toBe(true);
    expect(auth.accessToken).toBe(TOKEN);
    expect(auth.isSignedIn).toBe(false);
    auth.setUser(user);
    expect(auth.isSignedIn).toBe(true);
  });

  it.each([
    ['no refresh token', TOKEN, null],
    ['no access token', null, REFRESH],
    ['an empty access token', '', REFRESH],
    ['an access token beyond Latin-1', '🔑'.repeat(16), REFRESH],
    ['a 20 kB refresh token', TOKEN, 'r'.repeat(20_000)],
  ])('refuses a token sign-in with %s', (_, access, refresh) => {
    const storage = createMemoryStorage();
    const auth = new AuthStore({ storage, api: fakeApi() });
    expect(auth.signInWithTokens(access, refresh, user)).toBe(false);
    expect(auth.accessToken).toBeNull();
    expect(storage.getItem('accessToken')).toBeNull();
  });

  it('ignores a user of another shape', () => {
    const auth = new AuthStore({ storage: signedInStorage(), api: fakeApi() });
    auth.setUser({ firstName: 'No email' } as User);
    expect(auth.user).toEqual(user);
  });
});

describe('the session check on start', () => {
  const signedIn = () => new AuthStore({ storage: signedInStorage(), api: fakeApi() });

  it('asks the server about the access token, and does nothing more when it holds', async () => {
    const auth = signedIn();
    const validate = jest.fn().mockResolvedValue(true);
    const renew = jest.fn();

    await auth.checkSession(validate, renew);

    expect(validate).toHaveBeenCalledWith(TOKEN);
    expect(renew).not.toHaveBeenCalled();
    expect(auth.isSignedIn).toBe(true);
  });

  it('renews a token the server refuses', async () => {
    const auth = signedIn();
    const renew = jest.fn().mockResolvedValue(undefined);

    await auth.checkSession(jest.fn().mockResolvedValue(false), renew);

    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('does not renew again when a refresh replaced the token meanwhile', async () => {
    const auth = signedIn();
    const answer = deferred<boolean>();
    const renew = jest.fn();
    const checked = auth.checkSession(() => answer.promise, renew);

    auth.setTokens({ token: 'n'.repeat(32), refreshToken: 'm'.repeat(32) });
    answer.resolve(false);
    await checked;

    expect(renew).not.toHaveBeenCalled();
  });

  it('keeps the session when the check cannot be made, and survives a failed renewal', async () => {
    const auth = signedIn();
    const renew = jest.fn();
    await auth.checkSession(jest.fn().mockRejectedValue(new Error('offline')), renew);
    expect(renew).not.toHaveBeenCalled();
    expect(auth.isSignedIn).toBe(true);

    await expect(
      auth.checkSession(
        jest.fn().mockResolvedValue(false),
        jest.fn().mockRejectedValue(new Error('refused')),
      ),
    ).resolves.toBeUndefined();
  });

  it('asks nothing of a signed-out visitor', async () => {
    const auth = new AuthStore({ storage: createMemoryStorage(), api: fakeApi() });
    const validate = jest.fn();
    await auth.checkSession(validate, jest.fn());
    expect(validate).not.toHaveBeenCalled();
  });
});
