import { screen } from '@testing-library/react';
import { currentLocation, renderAccountArea, TEST_USER } from '../testing/render';

describe('the area’s routes', () => {
  it.each(['/account/no-such-page', '/account/orders-all', '/register/nope', '/forgot-password/x'])(
    '%s shows the area’s own not-found message',
    async (route) => {
      await renderAccountArea(route, { signedInAs: TEST_USER });
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
        'href',
        '/account/dashboard',
      );
    },
  );

  it('never says a page is "not available yet"', async () => {
    await renderAccountArea('/account/no-such-page', { signedInAs: TEST_USER });
    expect(screen.getByText('This page of your account does not exist.')).toBeInTheDocument();
    expect(screen.queryByText(/not available yet/)).not.toBeInTheDocument();
  });

  it.each([
    '/account/garage',
    '/account/profile',
    '/account/password',
    '/account/orders',
    '/account/orders/3',
    '/account/addresses',
    '/account/addresses/new',
    '/account/addresses/2',
    '/account/edit-address/2',
  ])('%s asks a signed-out visitor to sign in, then comes back', async (route) => {
    await renderAccountArea(route);
    expect(currentLocation()).toBe(`/account/login?returnUrl=${encodeURIComponent(route)}`);
  });

  it('starts /register on the full registration page, keeping the query', async () => {
    await renderAccountArea('/register?returnUrl=%2Fshop');
    expect(currentLocation()).toBe('/register/new?returnUrl=%2Fshop');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor from registration to the dashboard', async () => {
    await renderAccountArea('/register/new', { signedInAs: TEST_USER });
    expect(currentLocation()).toBe('/account/dashboard');
  });
});
