import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@autoparts/shared/router';
import {
  setFederatedModuleLoader,
  useAuthStore,
  type FederatedModuleLoader,
  type SignInFormProps,
} from '@autoparts/shared';
import { renderWithProviders } from '../../../testing/render';
import { makeStore, USER } from '../../__tests__/fixtures';
import { AccountIndicator } from '../account-indicator';

/** The account area's form, reduced to what the host gives it. */
function FakeSignInForm({ onSignedIn, onNavigate }: SignInFormProps) {
  const auth = useAuthStore();
  const signIn = async () => {
    await auth.login({ account: USER.email, password: '123456' });
    onSignedIn?.();
  };
  return (
    <section aria-label="Account sign-in form">
      <button type="button" onClick={() => void signIn()}>
        Sign in
      </button>
      <button type="button" onClick={onNavigate}>
        Follow a link
      </button>
    </section>
  );
}

function ShownLocation() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

const loader = jest.fn<Promise<unknown>, [id: string]>();

/** Stands in for the federation runtime: `load` answers each federated id. */
function serveWidgetsWith(load: (id: string) => Promise<unknown>) {
  loader.mockReset();
  loader.mockImplementation(load);
  setFederatedModuleLoader(loader as FederatedModuleLoader);
}

beforeEach(() => serveWidgetsWith(async () => ({ default: FakeSignInForm })));

function renderSignedOut(route = '/') {
  const { store, api } = makeStore();
  const view = renderWithProviders(<AccountIndicator />, {
    store,
    route,
    routes: [{ path: '/account/login', element: <ShownLocation /> }],
  });
  const trigger = screen.getByRole('button', { name: 'Hello, Log In, My Account' });
  return { ...view, api, trigger };
}

describe('signed out', () => {
  it('shows the words its name starts with, as two words (label in name)', () => {
    const { trigger } = renderSignedOut();
    expect(trigger).toHaveTextContent('Hello, Log In My Account', { normalizeWhitespace: true });
  });

  it("loads the account area's sign-in form when the menu first opens", async () => {
    const { trigger } = renderSignedOut();
    expect(loader).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    expect(await screen.findByRole('region', { name: 'Account sign-in form' })).toBeVisible();
    expect(loader).toHaveBeenCalledWith('account/SignInForm');
  });

  it("shows a box of the form's size while the form loads", async () => {
    serveWidgetsWith(() => new Promise(() => undefined));
    const { trigger } = renderSignedOut();
    await userEvent.click(trigger);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('closes once signed in, and then shows the email and the account menu', async () => {
    const { trigger, api } = renderSignedOut();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    const signedIn = await screen.findByRole('button', { name: `${USER.email}, My Account` });
    expect(api.login).toHaveBeenCalled();
    expect(signedIn).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await userEvent.click(signedIn);
    expect(screen.getByText('Ryan Ford')).toBeInTheDocument();
  });

  it("closes when the visitor follows one of the form's links", async () => {
    const { trigger } = renderSignedOut();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Follow a link' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('leads to the sign-in page, back to this page, when the account area is down', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveWidgetsWith(() => Promise.reject(new Error('account is down')));
    const { trigger } = renderSignedOut('/shop/cart?x=1');
    await userEvent.click(trigger);

    expect(await screen.findByText(/The sign-in form could not be loaded\./)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Go to the login page' });
    expect(link).toHaveAttribute('href', '/account/login?returnUrl=%2Fshop%2Fcart%3Fx%3D1');

    await userEvent.click(link);
    expect(
      await screen.findByText('at /account/login?returnUrl=%2Fshop%2Fcart%3Fx%3D1'),
    ).toBeVisible();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
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
