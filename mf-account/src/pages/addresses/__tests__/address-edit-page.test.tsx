import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { toastNotifier } from '@autoparts/shared';
import { API_BASE, serviceUnavailable, setupAccountApi } from '../../../testing/account-api';
import { currentLocation, renderAccountArea } from '../../../testing/render';

const api = setupAccountApi();
const success = jest.spyOn(toastNotifier, 'success').mockImplementation(() => undefined);

beforeEach(() => success.mockClear());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' });
const card = (name: string) => within(screen.getByRole('article', { name: `Address of ${name}` }));

/** The new-address page with the countries list in. */
async function renderNew() {
  const result = await api.renderSignedIn('/account/addresses/new');
  await within(field('Country')).findByRole('option', { name: 'Canada' });
  return result;
}

const MAPLE = {
  'First name': 'Maple',
  'Last name': 'Leaf',
  'Street address': '1 Yonge Street',
  'Town / City': 'Toronto',
  'State / County (optional)': 'ON',
  'Postcode / ZIP': 'M5E 1W7',
  'Email address': 'maple@example.com',
  'Phone number': '+1 416 555 0100',
};

async function fillIn(user: UserEvent) {
  for (const [label, text] of Object.entries(MAPLE)) {
    await user.click(field(label));
    await user.paste(text);
  }
  await user.selectOptions(field('Country'), 'CA');
}

it('asks a guest to sign in first', async () => {
  await renderAccountArea('/account/addresses/new');
  expect(currentLocation()).toBe('/account/login?returnUrl=%2Faccount%2Faddresses%2Fnew');
});

it('checks the fields before sending anything', async () => {
  const { user } = await renderNew();
  await user.click(save());

  // First and last name, country, street, city, postcode, email and phone.
  expect(await screen.findAllByText('This field is required')).toHaveLength(8);
  expect(currentLocation()).toBe('/account/addresses/new');
  expect(success).not.toHaveBeenCalled();
});

it('adds an address as the default: the list shows it as the only default', async () => {
  const { user } = await renderNew();
  await fillIn(user);
  await user.click(screen.getByLabelText('Set as my default address'));
  await user.click(save());

  await waitFor(() => expect(currentLocation()).toBe('/account/addresses'));
  expect(success).toHaveBeenCalledWith('addressForm.saved', { ns: 'account' });
  const maple = within(await screen.findByRole('article', { name: 'Address of Maple Leaf' }));
  expect(maple.getByText('1 Yonge Street')).toBeInTheDocument();
  expect(maple.getByText('Canada')).toBeInTheDocument();
  expect(maple.getByText('Default')).toBeInTheDocument();
  expect(card('Ryan Ford').queryByText('Default')).not.toBeInTheDocument();
});

it('edits an address, filled in with what is saved', async () => {
  const { user } = await api.renderSignedIn('/account/addresses/2');
  expect(await screen.findByRole('heading', { name: 'Edit address' })).toBeInTheDocument();
  await waitFor(() => expect(field('Country')).toHaveValue('DE'));
  expect(field('First name')).toHaveValue('Jupiter');
  expect(field('Street address')).toHaveValue('Hauptstraße 12');
  expect(field('Set as my default address')).not.toBeChecked();

  await user.clear(field('Town / City'));
  await user.paste('Hamburg');
  await user.click(save());

  await waitFor(() => expect(currentLocation()).toBe('/account/addresses'));
  await screen.findByRole('article', { name: 'Address of Jupiter Saturnov' });
  expect(card('Jupiter Saturnov').getByText('Hamburg, Berlin, 10115')).toBeInTheDocument();
});

it('says how to move the default instead of offering to untick it', async () => {
  await api.renderSignedIn('/account/addresses/1');

  expect(await screen.findByText(/This is your default address/)).toBeInTheDocument();
  expect(screen.queryByLabelText('Set as my default address')).not.toBeInTheDocument();
});

it.each(['/account/addresses/999', '/account/addresses/abc', '/account/addresses/01'])(
  '%s shows the area’s not-found page inside the account',
  async (route) => {
    await api.renderSignedIn(route);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account navigation' })).toBeInTheDocument();
    expect(api.toasts).toEqual([]);
  },
);

it('opens the spec’s edit-address route on the address’s own page', async () => {
  await api.renderSignedIn('/account/edit-address/2');
  expect(currentLocation()).toBe('/account/addresses/2');
  await waitFor(() => expect(field('First name')).toHaveValue('Jupiter'));
});

it('toasts a failed save and stays on the form with what was typed', async () => {
  api.server.use(http.post(`${API_BASE}/account/addresses`, serviceUnavailable));
  const { user } = await renderNew();
  await fillIn(user);
  await user.click(save());

  await waitFor(() => expect(api.toasts).toEqual(['Service Unavailable']));
  expect(currentLocation()).toBe('/account/addresses/new');
  expect(field('Town / City')).toHaveValue('Toronto');
  expect(field('Country')).toHaveValue('CA');
  expect(save()).toBeEnabled();
});

it('shows the server’s word on the field it names', async () => {
  const { user } = await renderNew();
  await fillIn(user);
  await user.clear(field('Postcode / ZIP'));
  await user.paste('#1');
  await user.click(save());

  expect(await screen.findByText('Enter a valid postcode.')).toBeInTheDocument();
  expect(field('Postcode / ZIP')).toHaveAttribute('aria-invalid', 'true');
  expect(currentLocation()).toBe('/account/addresses/new');
});
