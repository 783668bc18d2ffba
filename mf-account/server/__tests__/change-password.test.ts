/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { SEEDED, expectInvalidFields, expectProblem, serveAccountSlice } from './slice-client';

const { post, get, login, signIn } = serveAccountSlice();

const TOKEN = /^[A-Za-z0-9]{32}$/;
const change = { currentPassword: SEEDED.password, newPassword: 'brand-new-secret' };

describe('POST /api/account/password', () => {
  it('stores the new password and answers a fresh pair of tokens for this device', async () => {
    const { token } = await signIn();

    const { status, body } = await post('/account/password', change, { bearer: token });

    expect(status).toBe(200);
    expect(body).toEqual({
      token: expect.stringMatching(TOKEN),
      refreshToken: expect.stringMatching(TOKEN),
    });
    expect((await get('/account/profile', { bearer: body.token })).status).toBe(200);
    const renewed = await post('/Authentication/RefreshToken', { refreshToken: body.refreshToken });
    expect(renewed.status).toBe(200);
    expect((await login(SEEDED.email, change.newPassword)).status).toBe(200);
    expect((await login(SEEDED.email, SEEDED.password)).status).toBe(400);
  });

  it('ends every older session: this one and the other devices', async () => {
    const thisDevice = await signIn();
    const otherDevice = await signIn();

    await post('/account/password', change, { bearer: thisDevice.token });

    for (const old of [thisDevice, otherDevice]) {
      expect((await get('/account/profile', { bearer: old.token })).status).toBe(401);
      const refresh = await post('/Authentication/RefreshToken', {
        refreshToken: old.refreshToken,
      });
      expect(refresh.status).toBe(401);
    }
  });

  it('refuses a wrong current password with a 400 on currentPassword and keeps the sessions', async () => {
    const { token } = await signIn();

    const wrong = { ...change, currentPassword: 'not-it' };
    const title = 'The current password is not correct.';
    expectProblem(await post('/account/password', wrong, { bearer: token }), 400, title, {
      currentPassword: [title],
    });
    expect((await get('/account/profile', { bearer: token })).status).toBe(200);
    expect((await login()).status).toBe(200);
  });

  it('refuses a new password under 6 characters with AUTH_WEAK_PASSWORD', async () => {
    const { token } = await signIn();

    const weak = { ...change, newPassword: '12345' };
    const answer = await post('/account/password', weak, { bearer: token });

    expectProblem(answer, 400, 'AUTH_WEAK_PASSWORD', { newPassword: ['AUTH_WEAK_PASSWORD'] });
    expect(answer.body.detail).toBe('The password must be at least 6 characters long.');
    expect((await login()).status).toBe(200);
  });

  it.each([
    ['missing fields', {}, ['currentPassword', 'newPassword']],
    [
      'wrong types',
      { currentPassword: 123456, newPassword: ['x'] },
      ['currentPassword', 'newPassword'],
    ],
    ['an over-long password', { ...change, newPassword: 'x'.repeat(129) }, ['newPassword']],
  ])('answers %s with a 400 and field errors', async (_, body, fields) => {
    const { token } = await signIn();
    expectInvalidFields(await post('/account/password', body, { bearer: token }), fields);
  });

  it('answers malformed JSON with a 400', async () => {
    const { token } = await signIn();
    expect(
      (await post('/account/password', undefined, { bearer: token, raw: 'nope' })).status,
    ).toBe(400);
  });

  it('answers a request without a valid token with a 401 and keeps the password', async () => {
    expect((await post('/account/password', change)).status).toBe(401);
    expect((await login()).status).toBe(200);
  });
});
