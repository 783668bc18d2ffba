import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@autoparts/shared';
import {
  createTestI18n,
  createTestStore,
  currentLocation,
  renderWithProviders,
} from '@autoparts/shared/testing';
import en from '../../../public/i18n/en.json';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import { fakeAuthApi, TEST_USER } from '../../testing/render';
import SignInForm from '../sign-in-form';

// The namespace's address comes from the bundle's location; the test i18n holds the texts instead.
jest.mock('../../i18n', () => ({}));

const REQUIRED = 'This field is required';

function renderForm(authApi = fakeAuthApi()) {
  const onSignedIn = jest.fn();
  const onNavigate = jest.fn();
  const store = createTestStore({ authApi });
  const view = renderWithProviders(<SignInForm onSignedIn={onSignedIn} onNavigate={onNavigate} />, {
    route: '/shop/cart',
    store,
    i18n: createTestI18n({ namespaces: { [ACCOUNT_NAMESPACE]: en } }),
  });
  const form = screen.getByRole('form', { name: 'Log In to Your Account' });
  return {
    ...view,
    authApi,
    onSignedIn,
    onNavigate,
    form,
    account: screen.getByRole('textbox', { name: 'Email address or phone' }),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Login' }),
  };
}

async function fillIn(view: ReturnType<typeof renderForm>, account: string, password: string) {
  await view.user.type(view.account, account);
  await view.user.type(view.password, password);
  await view.user.click(view.submit);
}

describe('account/SignInForm', () => {
  it("shows the header's form: its title, account, password and the login button", () => {
    const { account, password, submit } = renderForm();
    expect(screen.getByRole('heading', { name: 'Log In to Your Account' })).toBeInTheDocument();
    expect(account).toHaveAttribute('placeholder', 'customer@example.com');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('placeholder', 'Password');
    expect(submit).toBeEnabled();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
  });

  it('marks every field touched on submit and shows the required error on each (spec §5)', async () => {
    const { user, submit, account, password, authApi, onSignedIn } = renderForm();
    await user.click(submit);
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(2);
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(authApi.login).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows a field error only once the field is dirty or touched', async () => {
    const { user, account, password } = renderForm();
    await user.type(account, 'x');
    await user.clear(account);
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(1);

    // The password was never visited: no message until it is left empty.
    await user.click(password);
    await user.tab();
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(2);

    await user.type(account, 'me@example.com');
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(1));
  });

  it('signs in with the trimmed account and the country, tells the host and stays on the page', async () => {
    const view = renderForm();
    await fillIn(view, ' red-parts@example.com ', '123456');

    await waitFor(() => expect(view.onSignedIn).toHaveBeenCalledTimes(1));
    expect(view.authApi.login).toHaveBeenCalledWith({
      account: 'red-parts@example.com',
      password: '123456',
      countryCode: 'US',
    });
    expect(view.store.auth.user).toEqual(TEST_USER);
    expect(currentLocation()).toBe('/shop/cart');
  });

  it("shows the server's error title above the fields and keeps what was typed", async () => {
    const payload = { status: 400, title: 'Invalid account or password.', detail: '', errors: {} };
    const view = renderForm(
      fakeAuthApi({
        login: jest.fn(() => Promise.reject(new ApiError(400, payload, payload.title))),
      }),
    );
    await fillIn(view, 'a@b.c', 'wrong1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid account or password.');
    expect(view.account).toHaveValue('a@b.c');
    expect(view.onSignedIn).not.toHaveBeenCalled();
    expect(view.store.auth.isSignedIn).toBe(false);
  });

  it('shows the generic message for a failure without a title', async () => {
    const view = renderForm(
      fakeAuthApi({ login: jest.fn(() => Promise.reject(new Error('boom'))) }),
    );
    await fillIn(view, 'a@b.c', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occured.');
  });

  it.each([
    ['Forgot password?', '/forgot-password'],
    ['Create An Account', '/register/new'],
  ])('%s leads to %s and tells the host, which closes its dropdown', async (name, href) => {
    const { user, onNavigate } = renderForm();
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(currentLocation()).toBe(href);
  });
});
