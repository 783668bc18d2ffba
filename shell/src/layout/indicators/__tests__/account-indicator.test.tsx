import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@autoparts/shared';
import { renderWithProviders } from '../../../testing/render';
import { makeStore, USER, VISITOR_COUNTRY } from '../../__tests__/fixtures';
import { AccountIndicator } from '../account-indicator';

const REQUIRED = 'This field is required';

async function openLoginForm(options: Parameters<typeof makeStore>[0] = {}) {
  const { store, api } = makeStore(options);
  const view = renderWithProviders(<AccountIndicator />, {
    store,
    routes: [{ path: '/account/login', element: <p>login page</p> }],
  });
  await userEvent.click(screen.getByRole('button', { name: 'Hello, Log In, My Account' }));
  await screen.findByRole('heading', { name: 'Log In to Your Account' });
  return { ...view, api };
}

describe('signed out', () => {
  it('shows the label and a login form with a forgot password link', async () => {
    await openLoginForm();
    expect(screen.getByRole('textbox', { name: 'Email address or phone' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
  });

  it('marks every field touched on submit and shows a required error on each', async () => {
    const { api } = await openLoginForm();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Email address or phone' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.login).not.toHaveBeenCalled();
  });

  it('shows a field error only once the field is dirty or touched', async () => {
    await openLoginForm();
    const account = screen.getByRole('textbox', { name: 'Email address or phone' });
    await userEvent.type(account, 'x');
    await userEvent.clear(account);
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(screen.getAllByText(REQUIRED)).toHaveLength(1);

    // The password was never visited: no message until it is left empty.
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.tab();
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(2);

    await userEvent.type(account, 'me@example.com');
    expect(screen.getAllByText(REQUIRED)).toHaveLength(1);
  });

  it("signs in and then shows the account's menu", async () => {
    const { api } = await openLoginForm();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Email address or phone' }),
      ' red-parts@example.com ',
    );
    await userEvent.type(screen.getByLabelText('Password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(api.login).toHaveBeenCalledWith({
      account: 'red-parts@example.com',
      password: '123456',
      countryCode: VISITOR_COUNTRY,
    });
    expect(await screen.findByText('Ryan Ford')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${USER.email}, My Account` })).toBeInTheDocument();
  });

  it("shows the server's error title as a form error", async () => {
    const payload = { status: 400, title: 'Invalid account or password.', detail: '', errors: {} };
    await openLoginForm({
      authApi: { login: jest.fn(() => Promise.reject(new ApiError(400, payload, payload.title))) },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address or phone' }), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid account or password.');
  });

  it('a failure without a title shows the generic message', async () => {
    await openLoginForm({ authApi: { login: jest.fn(() => Promise.reject(new Error('boom'))) } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address or phone' }), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occured.');
  });
});

describe('signed in', () => {
  function renderSignedIn() {
    const { store, api } = makeStore({ signedIn: true });
    const view = renderWithProviders(<AccountIndicator />, {
      store,
      routes: [{ path: '/account/login', element: <p>login page</p> }],
    });
    return { ...view, api, store };
  }

  it('shows the email, and a menu with the user, five account links and logout', async () => {
    renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: `${USER.email}, My Account` }));
    const menu = screen.getByRole('region', { name: `${USER.email}, My Account` });
    expect(within(menu).getByText('Ryan Ford')).toBeInTheDocument();
    expect(within(menu).getByText(USER.email)).toBeInTheDocument();
    expect(within(menu).getByText('RF')).toBeInTheDocument();
    const links = {
      Dashboard: '/account/dashboard',
      Garage: '/account/garage',
      'Edit Profile': '/account/profile',
      'Order History': '/account/orders',
      Addresses: '/account/addresses',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('logs out and goes to the login page', async () => {
    const { api, store, router } = renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: `${USER.email}, My Account` }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(api.logout).toHaveBeenCalled();
    expect(store.auth.user).toBeNull();
    expect(router.state.location.pathname).toBe('/account/login');
    await act(() => Promise.resolve());
  });
});
