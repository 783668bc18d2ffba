import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@autoparts/shared';
import { createTestStore } from '@autoparts/shared/testing';
import {
  currentLocation,
  fakeAuthApi,
  renderAccountArea,
  TEST_USER,
} from '../../../testing/render';

const REQUIRED = 'This field is required';

/** The sign-in card; the register card beside it has a password field of its own. */
function loginForm() {
  const card = within(screen.getByRole('region', { name: 'Login' }));
  return {
    account: card.getByLabelText('Email address or phone'),
    password: card.getByLabelText('Password'),
  };
}

it('is named for the tab and kept out of search engines, without the query in its address', async () => {
  await renderAccountArea('/account/login?returnUrl=%2Fshop%2Fcart');
  expect(document.title).toBe('Login — RedParts');
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost/account/login',
  );
});

describe('login form validation (spec §5)', () => {
  it('shows no error on a fresh form, and the required error once a field was touched', async () => {
    const { user } = await renderAccountArea('/account/login');
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();

    await user.click(loginForm().account);
    await user.tab();

    expect(await screen.findAllByText(REQUIRED)).toHaveLength(1);
    expect(loginForm().account).toHaveAttribute('aria-invalid', 'true');
    expect(loginForm().password).not.toHaveAttribute('aria-invalid');
  });

  it('marks every field touched on submit and does not call the server while invalid', async () => {
    const { user, authApi } = await renderAccountArea('/account/login');

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findAllByText(REQUIRED)).toHaveLength(2);
    expect(authApi.login).not.toHaveBeenCalled();
  });

  it('hides the error again once the field is filled in', async () => {
    const { user } = await renderAccountArea('/account/login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findAllByText(REQUIRED);

    await user.type(loginForm().account, 'red-parts@example.com');

    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(1));
  });

  it('shows the server error title as a form-level error', async () => {
    const authApi = fakeAuthApi({
      login: jest.fn(async () => {
        throw new ApiError(
          400,
          { status: 400, title: 'Invalid account or password.', detail: '', errors: {} },
          'Invalid account or password.',
        );
      }),
    });
    const { user, store } = await renderAccountArea('/account/login', { authApi });

    await user.type(loginForm().account, 'red-parts@example.com');
    await user.type(loginForm().password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid account or password.');
    expect(store.auth.isSignedIn).toBe(false);
    expect(currentLocation()).toBe('/account/login');
  });

  it('sends account, password and the looked-up country code, then opens the dashboard', async () => {
    const { user, authApi, store } = await renderAccountArea('/account/login');

    await user.type(loginForm().account, ' red-parts@example.com ');
    await user.type(loginForm().password, '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(currentLocation()).toBe('/account/dashboard'));
    expect(authApi.login).toHaveBeenCalledWith({
      account: 'red-parts@example.com',
      password: '123456',
      countryCode: 'US',
    });
    expect(store.auth.user).toEqual(TEST_USER);
  });

  it('looks the country up as the visitor starts on the form, not while the page renders', async () => {
    const countryCode = jest.fn(() => Promise.resolve('US'));
    const { user } = await renderAccountArea('/account/login', {
      store: createTestStore({ countryCode }),
    });
    expect(loginForm().account).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(countryCode).not.toHaveBeenCalled();

    await user.click(loginForm().account);

    expect(countryCode).toHaveBeenCalled();
  });

  it('links to the forgot-password flow', async () => {
    const { user } = await renderAccountArea('/account/login');

    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));

    expect(currentLocation()).toBe('/forgot-password/enter-email');
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  });
});

describe('where sign-in leads', () => {
  async function signIn(route: string) {
    const { user } = await renderAccountArea(route);
    await user.type(loginForm().account, 'red-parts@example.com');
    await user.type(loginForm().password, '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
  }

  it('goes to a storefront returnUrl', async () => {
    await signIn(`/account/login?returnUrl=${encodeURIComponent('/shop/cart?step=2')}`);
    await waitFor(() => expect(currentLocation()).toBe('/shop/cart?step=2'));
  });

  it.each([
    ['another site', '//evil.example/phish'],
    ['a full address', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a backslash trick', '/\\evil.example'],
  ])('ignores a returnUrl to %s and opens the dashboard', async (_case, returnUrl) => {
    await signIn(`/account/login?returnUrl=${encodeURIComponent(returnUrl)}`);
    await waitFor(() => expect(currentLocation()).toBe('/account/dashboard'));
  });

  it('sends a signed-in visitor from the login page to the dashboard', async () => {
    await renderAccountArea('/account/login', { signedInAs: TEST_USER });
    expect(currentLocation()).toBe('/account/dashboard');
    expect(screen.getByRole('heading', { name: 'Hello, Ryan!' })).toBeInTheDocument();
  });
});
