import { act, screen } from '@testing-library/react';
import { checkStoredSession, getHttp, type RootStore } from '@autoparts/shared';
import { callApi, setupAccountApi, signInOnSlice } from '../testing/account-api';

// The storefront's start-up check (issue 10, part 3) against the real account slice.
const api = setupAccountApi();
const EXPIRED = 'x'.repeat(32);

async function startOn(tokens?: { token?: string; refreshToken?: string }) {
  const result = await api.renderSignedIn('/account/profile', { tokens });
  await screen.findByRole('heading', { name: 'Edit Profile' });
  return result;
}

const check = (store: RootStore) => act(() => checkStoredSession(getHttp(), store.auth));

it('keeps a session whose access token holds, without a refresh', async () => {
  const { store, tokens } = await startOn();

  await check(store);

  expect(api.refreshes).toHaveLength(0);
  expect(store.auth.accessToken).toBe(tokens.token);
});

it('refreshes an expired access token, and brings the stored user up to date', async () => {
  const { store, tokens } = await startOn({ token: EXPIRED });
  const elsewhere = await signInOnSlice();
  const profile = {
    email: 'red-parts@example.com',
    phone: '',
    firstName: 'Rachel',
    lastName: 'Ford',
  };
  await callApi('PUT', '/account/profile', profile, elsewhere.tokenResponse.token);

  await check(store);

  expect(api.refreshes).toHaveLength(1);
  expect(store.auth.accessToken).not.toBe(EXPIRED);
  expect(store.auth.refreshToken).not.toBe(tokens.refreshToken);
  expect(store.auth.user?.firstName).toBe('Rachel');
  expect(screen.getByLabelText('First name')).toHaveValue('Ryan'); // what the form had, untouched
});

it('refreshes once for the check and every account call waiting on it', async () => {
  const { store } = await startOn({ token: EXPIRED });

  await act(() =>
    Promise.all([
      checkStoredSession(getHttp(), store.auth),
      getHttp().get('account/addresses').json(),
      getHttp().get('account/addresses/default').json(),
      getHttp().get('account/profile').json(),
    ]),
  );

  expect(api.refreshes).toHaveLength(1);
  expect(store.auth.isSignedIn).toBe(true);
  expect(api.authFailures).toEqual([]);
});

it('ends a session the server no longer knows and asks for sign-in', async () => {
  const { store } = await startOn({ token: EXPIRED, refreshToken: 'y'.repeat(32) });

  await check(store);

  expect(api.refreshes).toHaveLength(1);
  expect(store.auth.isSignedIn).toBe(false);
  expect(api.authFailures).toHaveLength(1);
  expect(api.toasts).toEqual([]);
});
