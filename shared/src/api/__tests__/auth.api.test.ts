import { createAuthApi } from '../auth.api';
import { API, createTestClient, fakeSession, json, type Handler } from './http-test-kit';

const user = {
  email: 'red-parts@example.com',
  phone: '38 972 588-42-36',
  firstName: 'Ryan',
  lastName: 'Ford',
  avatar: '/images/avatars/avatar-4.jpg',
};
const authResponse = {
  ...user,
  tokenResponse: { token: 'a'.repeat(32), refreshToken: 'r'.repeat(32) },
};

/** The api over a test client, recording what each endpoint received. */
function setup(routes: Record<string, Handler>, session = fakeSession(null, null)) {
  const client = createTestClient(session);
  const received: Record<string, unknown> = {};
  for (const [path, answer] of Object.entries(routes)) {
    client.server.on('POST', `${API}/${path}`, async (request) => {
      received[path] = await request.json();
      return answer(request);
    });
  }
  return { ...client, api: createAuthApi(client.http), received };
}

describe('createAuthApi', () => {
  it('signs in with account, password and country code', async () => {
    const { api, received } = setup({ 'Authentication/Login': () => json(authResponse) });
    const payload = { account: user.email, password: '123456', countryCode: 'US' };

    await expect(api.login(payload)).resolves.toEqual(authResponse);
    expect(received['Authentication/Login']).toEqual(payload);
  });

  it('registers with the new customer fields', async () => {
    const { api, received } = setup({ 'Authentication/Register': () => json(authResponse) });
    const payload = { firstName: 'A', lastName: 'B', email: 'a@b.c', password: 'secret1' };

    await expect(api.register(payload)).resolves.toEqual(authResponse);
    expect(received['Authentication/Register']).toEqual(payload);
  });

  it('fills missing optional user fields with empty text', async () => {
    const { api } = setup({
      'Authentication/Register': () =>
        json({ email: 'a@b.c', phone: null, tokenResponse: authResponse.tokenResponse }),
    });

    await expect(
      api.register({ firstName: 'A', lastName: 'B', email: 'a@b.c', password: 'secret1' }),
    ).resolves.toEqual({
      email: 'a@b.c',
      phone: '',
      firstName: '',
      lastName: '',
      avatar: '',
      tokenResponse: authResponse.tokenResponse,
    });
  });

  it('rejects an answer without tokens instead of signing in half-way', async () => {
    const { api } = setup({ 'Authentication/Login': () => json(user) });

    await expect(
      api.login({ account: user.email, password: '123456', countryCode: 'US' }),
    ).rejects.toMatchObject({ name: 'ApiError', message: 'ERROR_API_DEFAULT' });
  });

  it('shows the server title of a refused sign-in and does not refresh', async () => {
    const refused = { status: 401, title: 'Invalid credentials', detail: '', errors: {} };
    const { api, onError, onAuthFailure } = setup({
      'Authentication/Login': () => json(refused, 401),
    });

    await expect(
      api.login({ account: user.email, password: 'wrong!', countryCode: 'US' }),
    ).rejects.toMatchObject({ status: 401, payload: refused, message: 'Invalid credentials' });
    expect(onError).not.toHaveBeenCalled();
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('toasts and rejects a weak password with its title', async () => {
    const weak = { status: 400, title: 'AUTH_WEAK_PASSWORD', detail: '', errors: {} };
    const { api, onError } = setup({ 'Authentication/Register': () => json(weak, 400) });

    await expect(
      api.register({ firstName: 'A', lastName: 'B', email: 'a@b.c', password: '123' }),
    ).rejects.toMatchObject({ status: 400, message: 'AUTH_WEAK_PASSWORD' });
    expect(onError).toHaveBeenCalledWith('AUTH_WEAK_PASSWORD');
  });

  it('logs out with the refresh token and the bearer access token', async () => {
    let authorization: string | null = null;
    const { api, received } = setup(
      {
        'Authentication/Logout': (request) => {
          authorization = request.headers.get('authorization');
          return new Response(null, { status: 204 });
        },
      },
      fakeSession('access-token-0001', 'refresh-token-0001'),
    );

    await expect(api.logout('refresh-token-0001')).resolves.toBeUndefined();
    expect(received['Authentication/Logout']).toEqual({ refreshToken: 'refresh-token-0001' });
    expect(authorization).toBe('Bearer access-token-0001');
  });

  it('checks a stored token', async () => {
    const { api, received } = setup({
      'Authentication/ValidateToken': () => json({ valid: false }),
    });
    const token = 't'.repeat(32);

    await expect(api.validateToken({ token })).resolves.toEqual({ valid: false });
    expect(received).toEqual({ 'Authentication/ValidateToken': { token } });
  });

  it('refuses a token check whose answer is not the contract', async () => {
    const { api } = setup({ 'Authentication/ValidateToken': () => json({ valid: 'yes' }) });

    await expect(api.validateToken({ token: 't'.repeat(32) })).rejects.toMatchObject({
      name: 'ApiError',
      message: 'ERROR_API_DEFAULT',
    });
  });
});
