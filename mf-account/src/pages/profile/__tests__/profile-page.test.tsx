import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { toastNotifier } from '@autoparts/shared';
import {
  API_BASE,
  serviceUnavailable,
  callApi,
  setupAccountApi,
} from '../../../testing/account-api';
import { currentLocation, renderAccountArea } from '../../../testing/render';

const api = setupAccountApi();
const success = jest.spyOn(toastNotifier, 'success').mockImplementation(() => undefined);

beforeEach(() => success.mockClear());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' });

async function renderProfile() {
  const result = await api.renderSignedIn('/account/profile');
  expect(screen.getByRole('form', { name: 'Edit Profile' })).toBeInTheDocument();
  return result;
}

it('asks a guest to sign in first', async () => {
  await renderAccountArea('/account/profile');
  expect(currentLocation()).toBe('/account/login?returnUrl=%2Faccount%2Fprofile');
});

it('shows the signed-in customer’s details in the form', async () => {
  await renderProfile();
  expect(field('First name')).toHaveValue('Ryan');
  expect(field('Last name')).toHaveValue('Ford');
  expect(field('Email address')).toHaveValue('red-parts@example.com');
  expect(field('Phone number (optional)')).toHaveValue('38 972 588-42-36');
});

it('checks the fields before sending anything', async () => {
  const { user, store } = await renderProfile();
  await user.clear(field('First name'));
  await user.clear(field('Email address'));
  await user.type(field('Email address'), 'not-an-email');
  await user.clear(field('Phone number (optional)'));
  await user.type(field('Phone number (optional)'), '12');
  await user.click(save());

  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
  expect(screen.getByText('Enter a phone number of 7 to 15 digits.')).toBeInTheDocument();
  expect(store.auth.user?.firstName).toBe('Ryan');
  expect(success).not.toHaveBeenCalled();
});

it('saves, and the store’s user (the header’s account menu) has the new name at once', async () => {
  const { user, store, tokens, i18n } = await renderProfile();
  await user.clear(field('First name'));
  await user.type(field('First name'), 'Rachel');
  await user.clear(field('Phone number (optional)'));
  await user.click(save());

  await waitFor(() => expect(store.auth.user?.firstName).toBe('Rachel'));
  expect(store.auth.user).toMatchObject({ lastName: 'Ford', phone: '' });
  expect(success).toHaveBeenCalledWith('profile.saved', { ns: 'account' });
  expect(i18n.t('profile.saved', { ns: 'account' })).toBe('Your profile has been saved.');
  expect((await callApi('GET', '/account/profile', undefined, tokens.token)).body).toMatchObject({
    firstName: 'Rachel',
    phone: '',
  });
  expect(field('First name')).toHaveValue('Rachel');
  expect(save()).toBeEnabled();
});

const CURRENT_PASSWORD = 'Current password (to change your email)';

it('asks for the current password only while the email is another one, and sends it', async () => {
  const { user, store } = await renderProfile();
  expect(screen.queryByLabelText(CURRENT_PASSWORD)).not.toBeInTheDocument();
  await user.clear(field('Email address'));
  await user.type(field('Email address'), 'ryan@example.com');
  await user.click(save());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Enter your current password to change your email.',
  );
  expect(field(CURRENT_PASSWORD)).toHaveAttribute('aria-invalid', 'true');
  expect(store.auth.user?.email).toBe('red-parts@example.com');

  await user.type(field(CURRENT_PASSWORD), '123456');
  await user.click(save());
  await waitFor(() => expect(store.auth.user?.email).toBe('ryan@example.com'));
  expect(success).toHaveBeenCalledWith('profile.saved', { ns: 'account' });
  // Saved: the email is the customer's own again, so the field goes.
  expect(screen.queryByLabelText(CURRENT_PASSWORD)).not.toBeInTheDocument();
});

it('shows an email of another account on the field and keeps what was typed', async () => {
  await callApi('POST', '/Authentication/Register', {
    firstName: 'Other',
    lastName: 'Customer',
    email: 'other@example.com',
    password: 'secret1',
  });
  const { user, store } = await renderProfile();
  await user.clear(field('First name'));
  await user.type(field('First name'), 'Rachel');
  await user.clear(field('Email address'));
  await user.type(field('Email address'), 'other@example.com');
  await user.type(field(CURRENT_PASSWORD), '123456');
  await user.click(save());

  expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered.');
  expect(field('Email address')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Email address')).toHaveValue('other@example.com');
  expect(field('First name')).toHaveValue('Rachel');
  expect(store.auth.user?.email).toBe('red-parts@example.com');
  expect(api.toasts).toEqual(['This email is already registered.']);
});

it('toasts a server failure and leaves the form as it was', async () => {
  api.server.use(http.put(`${API_BASE}/account/profile`, serviceUnavailable));
  const { user, store } = await renderProfile();
  await user.clear(field('Last name'));
  await user.type(field('Last name'), 'Fordson');
  await user.click(save());

  await waitFor(() => expect(api.toasts).toEqual(['Service Unavailable']));
  expect(field('Last name')).toHaveValue('Fordson');
  expect(store.auth.user?.lastName).toBe('Ford');
  expect(success).not.toHaveBeenCalled();
  expect(save()).toBeEnabled();
});

it('sends one save for a double click', async () => {
  const puts: string[] = [];
  const countPuts = ({ request }: { request: Request }) => {
    if (request.method === 'PUT') puts.push(request.url);
  };
  api.server.events.on('request:start', countPuts);
  const { user } = await renderProfile();
  await user.dblClick(save());

  await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
  expect(puts).toHaveLength(1);
  api.server.events.removeListener('request:start', countPuts);
});
