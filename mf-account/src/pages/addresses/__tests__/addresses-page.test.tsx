import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_BASE, serviceUnavailable, setupAccountApi } from '../../../testing/account-api';
import { currentLocation, renderAccountArea } from '../../../testing/render';

const api = setupAccountApi();

const card = (name: string) => within(screen.getByRole('article', { name: `Address of ${name}` }));

async function renderAddresses() {
  const result = await api.renderSignedIn('/account/addresses');
  await screen.findByRole('article', { name: 'Address of Ryan Ford' });
  return result;
}

it('asks a guest to sign in first', async () => {
  await renderAccountArea('/account/addresses');
  expect(currentLocation()).toBe('/account/login?returnUrl=%2Faccount%2Faddresses');
});

it('shows each address as a card, the default one marked', async () => {
  await renderAddresses();

  expect(screen.getAllByRole('article')).toHaveLength(2);
  const ryan = card('Ryan Ford');
  expect(ryan.getByText('Default')).toBeInTheDocument();
  for (const line of ['Red Parts', '715 Fake Street', 'Suite 3', 'New York, NY, 10001']) {
    expect(ryan.getByText(line)).toBeInTheDocument();
  }
  expect(ryan.getByText('United States')).toBeInTheDocument();
  expect(ryan.getByText('red-parts@example.com')).toBeInTheDocument();
  expect(ryan.getByText('38 972 588-42-36')).toBeInTheDocument();
  const jupiter = card('Jupiter Saturnov');
  expect(jupiter.queryByText('Default')).not.toBeInTheDocument();
  expect(jupiter.getByText('Germany')).toBeInTheDocument();
  expect(
    jupiter.getByRole('link', { name: 'Edit the address of Jupiter Saturnov' }),
  ).toHaveAttribute('href', '/account/addresses/2');
  expect(screen.getByRole('link', { name: 'Add new address' })).toHaveAttribute(
    'href',
    '/account/addresses/new',
  );
});

it('asks before deleting, and a cancel keeps the address', async () => {
  const { user } = await renderAddresses();

  await user.click(screen.getByRole('button', { name: 'Delete the address of Jupiter Saturnov' }));
  expect(card('Jupiter Saturnov').getByText('Delete this address?')).toBeInTheDocument();
  await user.click(card('Jupiter Saturnov').getByRole('button', { name: 'Cancel' }));

  expect(card('Jupiter Saturnov').queryByText('Delete this address?')).not.toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(2);
});

it('deletes the default address, and the first one left becomes the default', async () => {
  const { user } = await renderAddresses();

  await user.click(screen.getByRole('button', { name: 'Delete the address of Ryan Ford' }));
  await user.click(card('Ryan Ford').getByRole('button', { name: 'Yes, delete' }));

  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  expect(card('Jupiter Saturnov').getByText('Default')).toBeInTheDocument();
  expect(api.toasts).toEqual([]);
});

it('says the book is empty once the last address is gone', async () => {
  const { user } = await renderAddresses();
  for (const name of ['Ryan Ford', 'Jupiter Saturnov']) {
    await user.click(screen.getByRole('button', { name: `Delete the address of ${name}` }));
    await user.click(card(name).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: `Address of ${name}` })).toBeNull(),
    );
  }

  expect(screen.getByText(/You have no saved addresses yet/)).toBeInTheDocument();
});

it('keeps the card when the delete fails, with the server’s toast', async () => {
  api.server.use(http.delete(`${API_BASE}/account/addresses/:id`, serviceUnavailable));
  const { user } = await renderAddresses();

  await user.click(screen.getByRole('button', { name: 'Delete the address of Jupiter Saturnov' }));
  await user.click(card('Jupiter Saturnov').getByRole('button', { name: 'Yes, delete' }));

  await waitFor(() => expect(api.toasts).toEqual(['Service Unavailable']));
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(
    screen.getByRole('button', { name: 'Delete the address of Jupiter Saturnov' }),
  ).toBeEnabled();
});

it('shows a failed load with Retry', async () => {
  api.server.use(
    http.get(`${API_BASE}/account/addresses`, () => HttpResponse.json(null, { status: 500 }), {
      once: true,
    }),
  );
  const { user } = await api.renderSignedIn('/account/addresses');

  expect(await screen.findByRole('alert')).toHaveTextContent('Your addresses could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Address of Ryan Ford' })).toBeInTheDocument();
});
