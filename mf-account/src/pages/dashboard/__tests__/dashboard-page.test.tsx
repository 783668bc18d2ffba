import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderAccountArea, TEST_USER } from '../../../testing/render';

describe('account pages guard (spec §6)', () => {
  it('sends a signed-out visitor to sign-in with the page to come back to', () => {
    renderAccountArea('/account/dashboard?tab=1');

    expect(currentLocation()).toBe(
      `/account/login?returnUrl=${encodeURIComponent('/account/dashboard?tab=1')}`,
    );
    expect(screen.getByRole('region', { name: 'Login' })).toBeInTheDocument();
  });

  it('opens /account itself on the dashboard', () => {
    renderAccountArea('/account', { signedInAs: TEST_USER });
    expect(currentLocation()).toBe('/account/dashboard');
  });

  it('comes back to the guarded page after signing in', async () => {
    const { user } = renderAccountArea('/account/dashboard');
    const card = within(screen.getByRole('region', { name: 'Login' }));

    await user.type(card.getByLabelText('Email address or phone'), 'red-parts@example.com');
    await user.type(card.getByLabelText('Password'), '123456');
    await user.click(card.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(currentLocation()).toBe('/account/dashboard'));
  });
});

describe('dashboard', () => {
  it('greets the user with avatar, name and email', () => {
    renderAccountArea('/account/dashboard', {
      signedInAs: { ...TEST_USER, avatar: 'data:image/svg+xml,%3Csvg%2F%3E' },
    });

    expect(screen.getByRole('heading', { name: 'Hello, Ryan!' })).toBeInTheDocument();
    expect(screen.getByText('Ryan Ford')).toBeInTheDocument();
    expect(screen.getByText('red-parts@example.com')).toBeInTheDocument();
    expect(document.querySelector('img[src^="data:image/svg+xml"]')).not.toBeNull();
  });

  it('links to the garage, profile, orders and addresses', () => {
    renderAccountArea('/account/dashboard', { signedInAs: TEST_USER });
    const shortcuts = within(screen.getByRole('region', { name: 'Your account' }));

    const hrefs = shortcuts.getAllByRole('link').map((link) => link.getAttribute('href'));

    expect(hrefs).toEqual([
      '/account/garage',
      '/account/profile',
      '/account/orders',
      '/account/addresses',
    ]);
  });

  it('shows the account navigation with the current page marked', () => {
    renderAccountArea('/account/dashboard', { signedInAs: TEST_USER });
    const nav = within(screen.getByRole('navigation', { name: 'Account navigation' }));

    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Order History' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
  });

  it('logs out to the plain sign-in page', async () => {
    const { user, authApi, store } = renderAccountArea('/account/dashboard', {
      signedInAs: TEST_USER,
    });

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(currentLocation()).toBe('/account/login'));
    expect(authApi.logout).toHaveBeenCalledWith('r'.repeat(32));
    expect(store.auth.isSignedIn).toBe(false);
    expect(screen.getByRole('region', { name: 'Login' })).toBeInTheDocument();
  });
});
