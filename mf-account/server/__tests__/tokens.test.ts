/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { envForEachTest } from '@autoparts/shared/testing';
import { serveAccountSlice } from './slice-client';

const { post, get, login } = serveAccountSlice();

async function signedIn() {
  const { body } = await login();
  return body.tokenResponse as { token: string; refreshToken: string };
}

describe('POST /api/Authentication/RefreshToken', () => {
  it('trades a refresh token for a new pair of 32-character tokens', async () => {
    const first = await signedIn();

    const { status, body } = await post('/Authentication/RefreshToken', {
      refreshToken: first.refreshToken,
    });

    expect(status).toBe(200);
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
      refreshToken: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
    });
    expect(body.token).not.toBe(first.token);
    expect(body.refreshToken).not.toBe(first.refreshToken);
    expect((await get('/account/profile', { bearer: body.token })).status).toBe(200);
  });

  it('refuses a refresh token that was already used with a 401 (tokens rotate)', async () => {
    const { refreshToken } = await signedIn();
    await post('/Authentication/RefreshToken', { refreshToken });

    const replay = await post('/Authentication/RefreshToken', { refreshToken });

    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({
      status: 401,
      title: 'Unauthorized',
      detail: expect.stringMatching(/already used/),
      errors: {},
    });
  });

  it('makes the access token it replaces stop working at once', async () => {
    const first = await signedIn();

    const renewed = await post('/Authentication/RefreshToken', {
      refreshToken: first.refreshToken,
    });

    expect(renewed.status).toBe(200);
    expect((await get('/account/profile', { bearer: first.token })).status).toBe(401);
    expect((await post('/Authentication/ValidateToken', { token: first.token })).body.valid).toBe(
      false,
    );
  });

  it('ends the whole session when a used refresh token comes back (a stolen copy)', async () => {
    const first = await signedIn();
    const second = (
      await post('/Authentication/RefreshToken', { refreshToken: first.refreshToken })
    ).body;
    const otherDevice = await signedIn();

    const replay = await post('/Authentication/RefreshToken', { refreshToken: first.refreshToken });

    expect(replay.status).toBe(401);
    // The holder of the live pair is signed out too: either of the two may be the thief.
    expect((await get('/account/profile', { bearer: second.token })).status).toBe(401);
    expect((await post('/Authentication/RefreshToken', second)).status).toBe(401);
    expect((await get('/account/profile', { bearer: otherDevice.token })).status).toBe(200);
  });

  describe('with a short MOCK_REFRESH_TTL', () => {
    envForEachTest({ MOCK_REFRESH_TTL: '0.3' });

    it('refuses an expired refresh token with a 401', async () => {
      const { refreshToken } = await signedIn();
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await post('/Authentication/RefreshToken', { refreshToken })).status).toBe(401);
    });
  });

  it('refuses an unknown refresh token with a 401 and a missing one with a 400', async () => {
    const unknown = await post('/Authentication/RefreshToken', { refreshToken: 'x'.repeat(32) });
    expect(unknown.status).toBe(401);

    const missing = await post('/Authentication/RefreshToken', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ refreshToken: ['Refresh token is required.'] });
  });
});

describe('POST /api/Authentication/ValidateToken', () => {
  it('answers {valid: true} for a live access token and {valid: false} otherwise', async () => {
    const { token, refreshToken } = await signedIn();

    expect(await post('/Authentication/ValidateToken', { token })).toEqual({
      status: 200,
      body: { valid: true },
    });
    // A refresh token is not an access token.
    expect((await post('/Authentication/ValidateToken', { token: refreshToken })).body).toEqual({
      valid: false,
    });
    expect((await post('/Authentication/ValidateToken', { token: 'nope' })).body).toEqual({
      valid: false,
    });
  });

  it('answers a missing or non-text token with a 400', async () => {
    expect((await post('/Authentication/ValidateToken', {})).status).toBe(400);
    expect((await post('/Authentication/ValidateToken', { token: 7 })).status).toBe(400);
  });
});

describe('POST /api/Authentication/Logout', () => {
  it('revokes the bearer access token and the refresh token in the body', async () => {
    const { token, refreshToken } = await signedIn();

    const { status, body } = await post(
      '/Authentication/Logout',
      { refreshToken },
      { bearer: token },
    );

    expect(status).toBe(204);
    expect(body).toBeNull();
    expect((await get('/account/profile', { bearer: token })).status).toBe(401);
    expect((await post('/Authentication/RefreshToken', { refreshToken })).status).toBe(401);
  });

  it('succeeds with whatever is left: only a bearer, only a body, or nothing', async () => {
    const onlyBearer = await signedIn();
    expect(
      (await post('/Authentication/Logout', undefined, { bearer: onlyBearer.token })).status,
    ).toBe(204);
    expect(
      (await post('/Authentication/ValidateToken', { token: onlyBearer.token })).body.valid,
    ).toBe(false);
    // The session's refresh token went with it.
    expect((await post('/Authentication/RefreshToken', onlyBearer)).status).toBe(401);

    const onlyBody = await signedIn();
    expect(
      (await post('/Authentication/Logout', { refreshToken: onlyBody.refreshToken })).status,
    ).toBe(204);
    expect((await post('/Authentication/RefreshToken', onlyBody)).status).toBe(401);
    // The session's access token went with it.
    expect((await get('/account/profile', { bearer: onlyBody.token })).status).toBe(401);

    expect((await post('/Authentication/Logout', { refreshToken: null })).status).toBe(204);
    expect((await post('/Authentication/Logout', undefined, { raw: '' })).status).toBe(204);
  });

  it('answers bad JSON with a 400', async () => {
    const { status, body } = await post('/Authentication/Logout', undefined, { raw: '{nope' });
    expect(status).toBe(400);
    expect(body.title).toBe('The request body is not valid JSON.');
  });
});

describe('GET /api/account/profile', () => {
  it('answers the signed-in user for a valid bearer token', async () => {
    const { token } = await signedIn();

    const { status, body } = await get('/account/profile', { bearer: token });

    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['avatar', 'email', 'firstName', 'lastName', 'phone']);
    expect(body.email).toBe('red-parts@example.com');
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'A'.repeat(32)],
  ])('answers %s with a 401', async (_, bearer) => {
    const { status, body } = await get('/account/profile', { bearer });
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: 401, title: 'Unauthorized' });
  });

  describe('with a short MOCK_TOKEN_TTL', () => {
    envForEachTest({ MOCK_TOKEN_TTL: '0.3' });

    it('refuses an expired access token with a 401, and a refresh brings it back', async () => {
      const { token, refreshToken } = await signedIn();
      expect((await get('/account/profile', { bearer: token })).status).toBe(200);

      await new Promise((resolve) => setTimeout(resolve, 400));

      expect((await get('/account/profile', { bearer: token })).status).toBe(401);
      expect((await post('/Authentication/ValidateToken', { token })).body.valid).toBe(false);
      const renewed = await post('/Authentication/RefreshToken', { refreshToken });
      expect(renewed.status).toBe(200);
      expect((await get('/account/profile', { bearer: renewed.body.token })).status).toBe(200);
    });
  });
});
