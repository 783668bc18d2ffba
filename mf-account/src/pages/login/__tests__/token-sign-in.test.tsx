import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@autoparts/shared';
import { getProfile } from '../../../api/profile.api';
import { currentLocation, renderAccountArea, TEST_USER } from '../../../testing/render';

jest.mock('../../../api/profile.api');

const profile = jest.mocked(getProfile);
const ACCESS = 'A'.repeat(32);
const REFRESH = 'R'.repeat(32);

function signInLink(params: Record<string, string>): string {
  return `/account/login?${new URLSearchParams(params)}`;
}

beforeEach(() => profile.mockReset());

describe('sign-in through query parameters (spec §5)', () => {
  it.each([
    ['only an access token', { accessToken: ACCESS }],
    ['only a refresh token', { refreshToken: REFRESH }],
    ['an empty refresh token', { accessToken: ACCESS, refreshToken: '' }],
  ])('refuses a link with %s, with a clear message', async (_case, params) => {
    const { store } = await renderAccountArea(signInLink(params));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'This sign-in link is incomplete: it needs both an access token and a refresh token.',
    );
    expect(screen.getByRole('link', { name: 'Log in with your email or phone' })).toHaveAttribute(
      'href',
      '/account/login',
    );
    expect(profile).not.toHaveBeenCalled();
    expect(store.auth.accessToken).toBeNull();
  });

  it('stores both tokens, loads the profile and opens the dashboard', async () => {
    profile.mockResolvedValue(TEST_USER);
    const { store } = await renderAccountArea(
      signInLink({ accessToken: ACCESS, refreshToken: REFRESH }),
    );

    await waitFor(() => expect(currentLocation()).toBe('/account/dashboard'));
    expect(profile).toHaveBeenCalledWith({ noTokenRefresh: true });
    expect(store.auth).toMatchObject({
      accessToken: ACCESS,
      refreshToken: REFRESH,
      user: TEST_USER,
    });
    expect(await screen.findByRole('heading', { name: 'Hello, Ryan!' })).toBeInTheDocument();
  });

  it('continues to a safe returnUrl', async () => {
    profile.mockResolvedValue(TEST_USER);
    await renderAccountArea(
      signInLink({ accessToken: ACCESS, refreshToken: REFRESH, returnUrl: '/shop/checkout' }),
    );

    await waitFor(() => expect(currentLocation()).toBe('/shop/checkout'));
  });

  it('forgets the tokens and says so when the profile cannot be loaded with them', async () => {
    profile.mockRejectedValue(new ApiError(401, null, 'ERROR_API_DEFAULT'));
    const { store } = await renderAccountArea(
      signInLink({ accessToken: ACCESS, refreshToken: REFRESH }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link is not valid or has expired.',
    );
    expect(store.auth.isSignedIn).toBe(false);
    expect(store.auth.accessToken).toBeNull();
    expect(currentLocation()).toContain('/account/login?');
  });
});
