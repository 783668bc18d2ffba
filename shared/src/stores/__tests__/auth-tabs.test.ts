import { createMemoryStorage } from '../../storage';
import type { AuthApi, User } from '../../types';
import { AuthStore } from '../auth.store';

const user: User = {
  email: 'ryan@example.com',
  phone: '',
  firstName: 'Ryan',
  lastName: 'Ford',
  avatar: '',
};
const api = {} as AuthApi;

function signedIn(storage: ReturnType<typeof createMemoryStorage>, token: string, refresh: string) {
  storage.setItem('user', JSON.stringify(user));
  storage.setItem('accessToken', token);
  storage.setItem('refreshToken', refresh);
}

describe('a session another tab changes', () => {
  it('takes the tokens another tab refreshed, so it never presents a spent refresh token', () => {
    const storage = createMemoryStorage();
    signedIn(storage, 'a'.repeat(32), 'r'.repeat(32));
    const auth = new AuthStore({ storage, api });
    signedIn(storage, 'b'.repeat(32), 's'.repeat(32));
    auth.syncFromStorage();
    expect(auth.accessToken).toBe('b'.repeat(32));
    expect(auth.refreshToken).toBe('s'.repeat(32));
  });

  it('signs out when another tab signed out, and in when another tab signed in', () => {
    const storage = createMemoryStorage();
    const auth = new AuthStore({ storage, api });
    signedIn(storage, 'a'.repeat(32), 'r'.repeat(32));
    auth.syncFromStorage();
    expect(auth.user).toEqual(user);
    storage.removeItem('accessToken');
    auth.syncFromStorage();
    expect(auth.isSignedIn).toBe(false);
  });

  it('never erases what another tab is still writing, key by key', () => {
    const storage = createMemoryStorage();
    const auth = new AuthStore({ storage, api });
    storage.setItem('accessToken', 'a'.repeat(32)); // the other tab's first key of a sign-in
    auth.syncFromStorage();
    expect(auth.isSignedIn).toBe(false);
    expect(storage.getItem('accessToken')).toBe('a'.repeat(32));
  });
});
