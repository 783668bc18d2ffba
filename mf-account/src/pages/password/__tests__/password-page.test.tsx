import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toastNotifier } from '@autoparts/shared';
import {
  API_BASE,
  callApi,
  SEEDED_LOGIN,
  setupAccountApi,
  signInOnSlice,
} from '../../../testing/account-api';
import { currentLocation, renderAccountArea } from '../../../testing/render';

const api = setupAccountApi();
const success = jest.spyOn(toastNotifier, 'success').mockImplementation(() => undefined);

beforeEach(() => success.mockClear());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillIn(current: string, next: string, repeated = next) {
  const result = await api.renderSignedIn('/account/password');
  const { user } = result;
  await user.type(field('Current password'), current);
  await user.type(field('New password'), next);
  await user.type(field('Repeat new password'), repeated);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return result;
}

it('asks a guest to sign in first', async () => {
  await renderAccountArea('/account/password');
  expect(currentLocation()).toBe('/account/login?returnUrl=%2Faccount%2Fpassword');
});

it('requires every field, a long enough new password and the same one twice', async () => {
  const { user } = await api.renderSignedIn('/account/password');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findAllByText('This field is required')).toHaveLength(3);

  await user.type(field('New password'), 'abc');
  await user.type(field('Repeat new password'), 'abd');

  expect(await screen.findByText('The password must be at least 6 characters long.')).toBeVisible();
  expect(screen.getByText('The passwords do not match.')).toBeVisible();
  expect(success).not.toHaveBeenCalled();
});

it('shows a wrong current password on its field and keeps the session', async () => {
  const { store, tokens } = await fillIn('wrong-one', 'new-secret');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The current password is not correct.',
  );
  expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
  expect(field('New password')).toHaveValue('new-secret');
  expect(store.auth.accessToken).toBe(tokens.token);
  expect(success).not.toHaveBeenCalled();
});

it('shows the server’s AUTH_WEAK_PASSWORD on the new password', async () => {
  api.server.use(
    http.post(`${API_BASE}/account/password`, () =>
      HttpResponse.json(
        {
          status: 400,
          title: 'AUTH_WEAK_PASSWORD',
          detail: '',
          errors: { newPassword: ['AUTH_WEAK_PASSWORD'] },
        },
        { status: 400 },
      ),
    ),
  );
  await fillIn('123456', 'longer-but-refused');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The password must be at least 6 characters long.',
  );
  expect(field('New password')).toHaveAttribute('aria-invalid', 'true');
  expect(field('New password')).toHaveValue('longer-but-refused');
});

it('changes the password, keeps this session on the new tokens and empties the form', async () => {
  const other = await signInOnSlice();
  const { store, tokens, i18n } = await fillIn('123456', 'new-secret');

  await waitFor(() => expect(success).toHaveBeenCalledWith('password.changed', { ns: 'account' }));
  expect(i18n.t('password.changed', { ns: 'account' })).toBe('Your password has been changed.');
  expect(store.auth.isSignedIn).toBe(true);
  expect(store.auth.accessToken).not.toBe(tokens.token);
  expect(field('Current password')).toHaveValue('');
  expect(field('New password')).toHaveValue('');
  expect(field('Repeat new password')).toHaveValue('');
  // The new session works; the other device's refresh token does not; the new password signs in.
  const profile = await callApi('GET', '/account/profile', undefined, store.auth.accessToken!);
  expect(profile.status).toBe(200);
  const refresh = { refreshToken: other.tokenResponse.refreshToken };
  expect((await callApi('POST', '/Authentication/RefreshToken', refresh)).status).toBe(401);
  await expect(signInOnSlice({ ...SEEDED_LOGIN, password: 'new-secret' })).resolves.toBeTruthy();
});

it('toasts a network failure and leaves the form as it was', async () => {
  api.server.use(http.post(`${API_BASE}/account/password`, () => HttpResponse.error()));
  await fillIn('123456', 'new-secret');

  await waitFor(() => expect(api.toasts).toHaveLength(1));
  expect(field('Current password')).toHaveValue('123456');
  expect(field('New password')).toHaveValue('new-secret');
  expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
});
