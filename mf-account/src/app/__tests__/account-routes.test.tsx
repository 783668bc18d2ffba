import { screen } from '@testing-library/react';
import { currentLocation, renderAccountArea, TEST_USER } from '../../testing/render';

describe('the area’s routes', () => {
  it.each(['/account/orders', '/account/no-such-page', '/register/nope', '/forgot-password/x'])(
    '%s shows the area’s own not-found message',
    (route) => {
      renderAccountArea(route, { signedInAs: TEST_USER });
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
        'href',
        '/account/dashboard',
      );
    },
  );

  it('starts /register on the full registration page, keeping the query', () => {
    renderAccountArea('/register?returnUrl=%2Fshop');
    expect(currentLocation()).toBe('/register/new?returnUrl=%2Fshop');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor from registration to the dashboard', () => {
    renderAccountArea('/register/new', { signedInAs: TEST_USER });
    expect(currentLocation()).toBe('/account/dashboard');
  });
});
