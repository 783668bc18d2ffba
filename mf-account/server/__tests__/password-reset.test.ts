/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { envForEachTest } from '@autoparts/shared/testing';
import { RESET_TOKEN_LIMITS } from '../reset-tokens';
import { SEEDED, serveAccountSlice } from './slice-client';

const { post, get, login, service } = serveAccountSlice();
const pendingResetToken = (email: string) => service.pendingResetToken(email);

async function requestReset(email = SEEDED.email) {
  await post('/Authentication/ForgotPassword', { email });
  return (await pendingResetToken(email)) as string;
}

describe('POST /api/Authentication/ForgotPassword', () => {
  it('records a 32-character reset token for an existing account', async () => {
    const { status, body } = await post('/Authentication/ForgotPassword', {
      email: 'Red-Parts@example.com',
    });

    expect(status).toBe(200);
    expect(body).toEqual({});
    expect(await pendingResetToken(SEEDED.email)).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('answers an unknown email exactly like a known one', async () => {
    const known = await post('/Authentication/ForgotPassword', { email: SEEDED.email });
    const unknown = await post('/Authentication/ForgotPassword', { email: 'nobody@example.com' });

    expect(unknown).toEqual(known);
    expect(await pendingResetToken('nobody@example.com')).toBeNull();
  });

  it('keeps the links already sent working when asked again', async () => {
    const first = await requestReset();
    const second = await requestReset();
    expect(second).not.toBe(first);

    const reset = { email: SEEDED.email, token: first, password: 'new-secret' };
    expect((await post('/Authentication/ForgotPasswordReset', reset)).status).toBe(200);
    // One reset spends every link of the account.
    const again = { email: SEEDED.email, token: second, password: 'other-secret' };
    expect((await post('/Authentication/ForgotPasswordReset', again)).status).toBe(400);
    expect(await pendingResetToken(SEEDED.email)).toBeNull();
  });

  it(`keeps the newest ${RESET_TOKEN_LIMITS.perUser} links of an account, dropping the oldest`, async () => {
    const tokens: string[] = [];
    for (let i = 0; i <= RESET_TOKEN_LIMITS.perUser; i++) tokens.push(await requestReset());

    const oldest = { email: SEEDED.email, token: tokens[0], password: 'new-secret' };
    expect((await post('/Authentication/ForgotPasswordReset', oldest)).status).toBe(400);
    const second = { email: SEEDED.email, token: tokens[1], password: 'new-secret' };
    expect((await post('/Authentication/ForgotPasswordReset', second)).status).toBe(200);
  });

  describe('the reset link in the log', () => {
    envForEachTest({ NODE_ENV: 'test' });
    let info: jest.SpyInstance;
    beforeEach(() => {
      info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    });
    afterEach(() => {
      info.mockRestore();
    });

    it('is printed for the developer on a dev server', async () => {
      process.env.NODE_ENV = 'development';
      const token = await requestReset();
      expect(info).toHaveBeenCalledTimes(1);
      expect(info.mock.calls[0]![0]).toContain(token);
    });

    it('is never printed by a production image', async () => {
      process.env.NODE_ENV = 'production';
      await requestReset();
      expect(info).not.toHaveBeenCalled();
    });
  });

  it.each([{}, { email: 'not-an-email' }, { email: 42 }])(
    'answers %j with a 400',
    async (payload) => {
      const { status, body } = await post('/Authentication/ForgotPassword', payload);
      expect(status).toBe(400);
      expect(Object.keys(body.errors)).toEqual(['email']);
    },
  );
});

describe('POST /api/Authentication/ForgotPasswordReset', () => {
  it('sets the new password, spends the token and signs the old sessions out', async () => {
    const { body: session } = await login();
    const token = await requestReset();

    const { status, body } = await post('/Authentication/ForgotPasswordReset', {
      email: SEEDED.email,
      token,
      password: 'new-secret',
    });

    expect(status).toBe(200);
    expect(body).toEqual({});
    expect((await login(SEEDED.email, 'new-secret')).status).toBe(200);
    expect((await login(SEEDED.email, SEEDED.password)).status).toBe(400);
    expect(await pendingResetToken(SEEDED.email)).toBeNull();
    const bearer = session.tokenResponse.token;
    expect((await get('/account/profile', { bearer })).status).toBe(401);
  });

  it('refuses a wrong, reused or foreign token with a 400', async () => {
    const token = await requestReset();
    const invalid = {
      status: 400,
      title: 'Invalid or expired reset link.',
      detail: expect.any(String),
      errors: { token: [expect.any(String)] },
    };

    const wrong = await post('/Authentication/ForgotPasswordReset', {
      email: SEEDED.email,
      token: 'B'.repeat(32),
      password: 'new-secret',
    });
    expect(wrong).toEqual({ status: 400, body: invalid });

    const foreign = await post('/Authentication/ForgotPasswordReset', {
      email: 'nobody@example.com',
      token,
      password: 'new-secret',
    });
    expect(foreign).toEqual({ status: 400, body: invalid });

    const reset = { email: SEEDED.email, token, password: 'new-secret' };
    expect((await post('/Authentication/ForgotPasswordReset', reset)).status).toBe(200);
    expect(await post('/Authentication/ForgotPasswordReset', reset)).toEqual({
      status: 400,
      body: invalid,
    });
  });

  it('refuses a weak password with AUTH_WEAK_PASSWORD and keeps the token', async () => {
    const token = await requestReset();

    const { status, body } = await post('/Authentication/ForgotPasswordReset', {
      email: SEEDED.email,
      token,
      password: '12345',
    });

    expect(status).toBe(400);
    expect(body.title).toBe('AUTH_WEAK_PASSWORD');
    expect(body.errors).toEqual({ password: ['AUTH_WEAK_PASSWORD'] });
    expect(await pendingResetToken(SEEDED.email)).toBe(token);
  });

  it('names every missing field and answers bad JSON with a 400', async () => {
    const missing = await post('/Authentication/ForgotPasswordReset', {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['email', 'password', 'token']);

    const badJson = await post('/Authentication/ForgotPasswordReset', undefined, {
      raw: 'email=x',
    });
    expect(badJson.status).toBe(400);
  });
});
