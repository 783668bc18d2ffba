import { screen, waitFor, within } from '@testing-library/react';
import { callApi, setupAccountApi, signInOnSlice } from '../../../testing/account-api';
import { currentLocation, renderAccountArea } from '../../../testing/render';
import { fakeShopWidgets } from '../../../testing/shop-widgets';

const api = setupAccountApi();
const shop = fakeShopWidgets();

describe('account pages guard (spec §6)', () => {
  it('sends a signed-out visitor to sign-in with the page to come back to', async () => {
    await renderAccountArea('/account/dashboard?tab=1');

    expect(currentLocation()).toBe(
      `/account/login?returnUrl=${encodeURIComponent('/account/dashboard?tab=1')}`,
    );
    expect(screen.getByRole('region', { name: 'Login' })).toBeInTheDocument();
  });

  it('opens /account itself on the dashboard', async () => {
    await api.renderSignedIn('/account');
    expect(currentLocation()).toBe('/account/dashboard');
    expect(await screen.findByText('715 Fake Street')).toBeInTheDocument();
  });

  it('comes back to the guarded page after signing in', async () => {
    const { user } = await api.render('/account/dashboard');
    const card = within(screen.getByRole('region', { name: 'Login' }));

    await user.type(card.getByLabelText('Email address or phone'), 'red-parts@example.com');
    await user.type(card.getByLabelText('Password'), '123456');
    await user.click(card.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(currentLocation()).toBe('/account/dashboard'));
    expect(await screen.findByText('715 Fake Street')).toBeInTheDocument();
  });
});

/** The dashboard once its address and the shop's orders are in. */
async function renderDashboard() {
  const result = await api.renderSignedIn('/account/dashboard');
  await screen.findByText('715 Fake Street');
  await screen.findByText('The last 3 orders');
  return result;
}

describe('dashboard', () => {
  it('greets the user with avatar, name and email', async () => {
    await renderDashboard();

    const profile = within(screen.getByRole('region', { name: 'Hello, Ryan!' }));
    expect(profile.getByText('Ryan Ford')).toBeInTheDocument();
    expect(profile.getByText('red-parts@example.com')).toBeInTheDocument();
    expect(document.querySelector('img[src^="data:image/svg+xml"]')).not.toBeNull();
  });

  it('shows the default address with a link to edit it', async () => {
    await api.renderSignedIn('/account/dashboard');
    const card = within(screen.getByRole('region', { name: 'Default address' }));

    expect(await card.findByText('715 Fake Street')).toBeInTheDocument();
    expect(card.getByText('Red Parts')).toBeInTheDocument();
    expect(card.getByText('New York, NY, 10001')).toBeInTheDocument();
    expect(card.getByText('United States')).toBeInTheDocument();
    expect(card.getByText('Default')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Edit address' })).toHaveAttribute(
      'href',
      '/account/addresses/1',
    );
    expect(api.toasts).toEqual([]);
  });

  it('offers to add an address when the book is empty, without an error toast', async () => {
    const { tokenResponse } = await signInOnSlice();
    for (const id of [1, 2]) {
      await callApi('DELETE', `/account/addresses/${id}`, undefined, tokenResponse.token);
    }
    await api.renderSignedIn('/account/dashboard');
    const card = within(screen.getByRole('region', { name: 'Default address' }));

    expect(await card.findByText('You have no saved address yet.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Add an address' })).toHaveAttribute(
      'href',
      '/account/addresses/new',
    );
    expect(api.toasts).toEqual([]);
  });

  it('shows the 3 latest orders through the shop’s widget, linking into the account', async () => {
    await api.renderSignedIn('/account/dashboard');
    const orders = within(screen.getByRole('region', { name: 'Recent orders' }));

    expect(await orders.findByText('The last 3 orders')).toBeInTheDocument();
    expect(shop.loader).toHaveBeenCalledWith('shop/OrderHistory');
    expect(orders.getByRole('link', { name: 'Order 5' })).toHaveAttribute(
      'href',
      '/account/orders/5',
    );
    expect(orders.queryByRole('link', { name: 'Page 2' })).not.toBeInTheDocument();
    expect(orders.getByRole('link', { name: 'View all orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
  });

  it('keeps the page when the shop is down, and tries its orders again on request', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    shop.loader.mockRejectedValueOnce(new Error('shop down'));
    const { user } = await api.renderSignedIn('/account/dashboard');
    const orders = within(screen.getByRole('region', { name: 'Recent orders' }));

    const alert = await orders.findByRole('alert');
    expect(alert).toHaveTextContent('Your orders cannot be shown right now.');
    expect(await screen.findByText('715 Fake Street')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await orders.findByText('The last 3 orders')).toBeInTheDocument();
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });

  it('refreshes an expired access token once and shows the address', async () => {
    const { store, tokens } = await api.renderSignedIn('/account/dashboard', {
      tokens: { token: 'x'.repeat(32) },
    });

    expect(await screen.findByText('715 Fake Street')).toBeInTheDocument();
    expect(api.refreshes).toHaveLength(1);
    expect(store.auth.accessToken).not.toBe('x'.repeat(32));
    expect(store.auth.refreshToken).not.toBe(tokens.refreshToken);
    expect(store.auth.isSignedIn).toBe(true);
  });

  it('links to the garage, profile, orders and addresses', async () => {
    await renderDashboard();
    const shortcuts = within(screen.getByRole('region', { name: 'Your account' }));

    const hrefs = shortcuts.getAllByRole('link').map((link) => link.getAttribute('href'));

    expect(hrefs).toEqual([
      '/account/garage',
      '/account/profile',
      '/account/orders',
      '/account/addresses',
    ]);
  });

  it('shows the account navigation with the current page marked', async () => {
    await renderDashboard();
    const nav = within(screen.getByRole('navigation', { name: 'Account navigation' }));

    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Order History' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
  });

  it('logs out to the plain sign-in page', async () => {
    const { user, store, tokens } = await renderDashboard();

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(currentLocation()).toBe('/account/login'));
    expect(store.auth.isSignedIn).toBe(false);
    const refresh = { refreshToken: tokens.refreshToken };
    expect((await callApi('POST', '/Authentication/RefreshToken', refresh)).status).toBe(401);
    expect(screen.getByRole('region', { name: 'Login' })).toBeInTheDocument();
  });
});
