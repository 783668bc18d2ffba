/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { envForEachTest } from '@autoparts/shared/testing';
import { ACCOUNT_BACKOFF_POLICIES, ACCOUNT_RATE_POLICIES } from '../rate-limits';
import { type Answer, SEEDED, serveAccountSlice } from './slice-client';

let now = Date.UTC(2026, 0, 5, 9);
const { post, put, login, service } = serveAccountSlice({ now: () => now });
const pendingResetToken = (email: string) => service.pendingResetToken(email);

const PAIR = ACCOUNT_BACKOFF_POLICIES.passwordFailures;
const PER_CLIENT = ACCOUNT_BACKOFF_POLICIES.clientFailures;

envForEachTest({ MOCK_RATE_LIMIT: '1' });
let clientNumber = 0;
/** A client of its own address (X-Forwarded-For from a proxy on this host is believed). */
const newClient = () => {
  clientNumber += 1;
  return {
    headers: {
      'x-forwarded-for': `198.51.${Math.floor(clientNumber / 250)}.${clientNumber % 250}`,
    },
  };
};
let client: ReturnType<typeof newClient>;
beforeEach(() => {
  client = newClient();
  now += 24 * 3_600_000; // every test starts with the windows of the one before it gone
});

function expectTooMany(answer: Answer, title: string): void {
  expect(answer).toEqual({
    status: 429,
    retryAfter: expect.stringMatching(/^[1-9]\d*$/),
    body: { status: 429, title, detail: expect.stringMatching(/Try again in/), errors: {} },
  });
}

const wrongPasswords = async (count: number, from = client, account = SEEDED.email) => {
  for (let i = 0; i < count; i++)
    expect((await login(account, `wrong-${i}`, from)).status).toBe(400);
};

describe('sign-in: failures per (account, client) and per client', () => {
  it('never locks the customer out from elsewhere: the right password from a fresh client goes through', async () => {
    const strangers = [newClient(), newClient(), newClient()];
    for (const stranger of strangers) {
      await wrongPasswords(PAIR.free, stranger);
      expectTooMany(await login(SEEDED.email, SEEDED.password, stranger), 'AUTH_TOO_MANY_ATTEMPTS');
    }
    expect((await login(SEEDED.email, SEEDED.password, client)).status).toBe(200);
  });

  it('makes a guessing client wait longer after each failure, with no hash run meanwhile', async () => {
    await wrongPasswords(PAIR.free);
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const refused = await login(SEEDED.email, 'still-wrong', client);
      expectTooMany(refused, 'AUTH_TOO_MANY_ATTEMPTS');
      waits.push(Number(refused.retryAfter));
      now += Number(refused.retryAfter) * 1000;
      expect((await login(SEEDED.email, 'still-wrong', client)).status).toBe(400);
    }
    expect(waits).toEqual([30, 60, 120, 240]);
  });

  it('answers an unknown account the same way, so a 429 does not tell whether it exists', async () => {
    await wrongPasswords(PAIR.free, client, 'ghost@example.com');
    expectTooMany(await login('ghost@example.com', 'x', client), 'AUTH_TOO_MANY_ATTEMPTS');
  });

  it('counts wrong passwords sent all at once (no slipping past the count)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(SEEDED.email, `wrong-${i}`, client)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(PAIR.free);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - PAIR.free);
  });

  it('stops one client trying many accounts (credential stuffing)', async () => {
    for (let i = 0; i < PER_CLIENT.free; i++)
      expect((await login(`victim-${i}@example.com`, 'password1', client)).status).toBe(400);
    expectTooMany(
      await login('victim-next@example.com', 'password1', client),
      'ERROR_TOO_MANY_REQUESTS',
    );
    // The customer behind another address is not held back.
    expect((await login(SEEDED.email, SEEDED.password, newClient())).status).toBe(200);
  });

  it('never counts a success: an office behind one address signs in all day', async () => {
    for (let i = 0; i < 65; i++)
      expect((await login(SEEDED.email, SEEDED.password, client)).status).toBe(200);
    await wrongPasswords(PAIR.free - 1);
    expect((await login(SEEDED.email, SEEDED.password, client)).status).toBe(200);
  });

  it('is off in tests unless a test turns it on (MOCK_RATE_LIMIT)', async () => {
    delete process.env.MOCK_RATE_LIMIT;
    await wrongPasswords(PAIR.free + 5);
  });
});

describe('the other requests of the sign-in pages, per client', () => {
  it(`checks at most ${ACCOUNT_RATE_POLICIES.accountChecksPerClient.limit} accounts, then answers 429`, async () => {
    const check = (n: number) =>
      post('/Account/CheckIfAccountExists', { account: `someone-${n}@example.com` }, client);
    for (let i = 0; i < ACCOUNT_RATE_POLICIES.accountChecksPerClient.limit; i++)
      expect((await check(i)).status).toBe(200);
    expectTooMany(await check(-1), 'ERROR_TOO_MANY_REQUESTS');
    // Signing in is another budget.
    expect((await login(SEEDED.email, SEEDED.password, client)).status).toBe(200);
  });

  it(`creates at most ${ACCOUNT_RATE_POLICIES.registrationsPerClient.limit} accounts an hour from one client`, async () => {
    const register = (n: number) =>
      post(
        '/Authentication/Register',
        {
          firstName: 'A',
          lastName: 'B',
          email: `new-${clientNumber}-${n}@example.com`,
          password: 'long-enough',
        },
        client,
      );
    for (let i = 0; i < ACCOUNT_RATE_POLICIES.registrationsPerClient.limit; i++)
      expect((await register(i)).status).toBe(200);
    expectTooMany(await register(-1), 'ERROR_TOO_MANY_REQUESTS');
  });

  it('sends at most 3 links in 15 minutes for one email, known or not', async () => {
    for (const email of [SEEDED.email, 'ghost@example.com']) {
      for (let i = 0; i < 3; i++)
        expect((await post('/Authentication/ForgotPassword', { email }, newClient())).status).toBe(
          200,
        );
      expectTooMany(
        await post('/Authentication/ForgotPassword', { email: email.toUpperCase() }, client),
        'AUTH_TOO_MANY_ATTEMPTS',
      );
    }
  });
});

describe('password reset links', () => {
  const reset = (token: string, from = client) =>
    post(
      '/Authentication/ForgotPasswordReset',
      { email: SEEDED.email, token, password: 'new-secret' },
      from,
    );

  it("a stranger's wrong links never hold back the customer's own", async () => {
    await post('/Authentication/ForgotPassword', { email: SEEDED.email }, client);
    const token = (await pendingResetToken(SEEDED.email))!;
    const stranger = newClient();
    for (let i = 0; i < 5; i++)
      expect((await reset(`wrong-token-${i}`, stranger)).status).toBe(400);
    expectTooMany(await reset(token, stranger), 'AUTH_TOO_MANY_ATTEMPTS');
    expect(await pendingResetToken(SEEDED.email)).toBe(token);

    expect((await reset(token)).status).toBe(200);
    expect((await login(SEEDED.email, 'new-secret', client)).status).toBe(200);
  });
});

describe('re-authentication of a signed-in customer', () => {
  const signIn = async () =>
    (await login(SEEDED.email, SEEDED.password, client)).body.tokenResponse;
  const profile = (token: string, fields: Record<string, unknown>) =>
    put(
      '/account/profile',
      { email: SEEDED.email, firstName: 'Ryan', lastName: 'Ford', phone: '', ...fields },
      { ...client, bearer: token },
    );
  const changePassword = (token: string, currentPassword: string) =>
    post(
      '/account/password',
      { currentPassword, newPassword: 'brand-new-secret' },
      { ...client, bearer: token },
    );

  it('a new email takes the current password; a new name does not', async () => {
    const { token: accessToken } = await signIn();
    expect((await profile(accessToken, { firstName: 'Renamed' })).status).toBe(200);

    const missing = await profile(accessToken, { email: 'thief@example.com' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(['currentPassword']);
    const wrong = await profile(accessToken, {
      email: 'thief@example.com',
      currentPassword: 'guess',
    });
    expect(wrong.status).toBe(400);
    expect((await login(SEEDED.email, SEEDED.password, newClient())).status).toBe(200);

    const right = await profile(accessToken, {
      email: 'moved@example.com',
      currentPassword: SEEDED.password,
    });
    expect(right.status).toBe(200);
    expect(right.body.email).toBe('moved@example.com');
  });

  it('counts wrong current passwords with the account’s wrong sign-ins from that client', async () => {
    const { token: accessToken } = await signIn();
    for (let i = 0; i < PAIR.free; i++)
      expect((await changePassword(accessToken, `guess-${i}`)).status).toBe(400);
    expectTooMany(await changePassword(accessToken, SEEDED.password), 'AUTH_TOO_MANY_ATTEMPTS');
    expectTooMany(await login(SEEDED.email, SEEDED.password, client), 'AUTH_TOO_MANY_ATTEMPTS');
  });

  it('a new password ends every other session and every pending reset link', async () => {
    const other = await signIn();
    await post('/Authentication/ForgotPassword', { email: SEEDED.email }, client);
    const link = (await pendingResetToken(SEEDED.email))!;
    const { token: accessToken } = await signIn();

    const changed = await changePassword(accessToken, SEEDED.password);
    expect(changed.status).toBe(200);

    expect(
      (await post('/Authentication/RefreshToken', { refreshToken: other.refreshToken })).status,
    ).toBe(401);
    expect((await reset(link)).status).toBe(400);
    expect(await pendingResetToken(SEEDED.email)).toBeNull();
  });

  const reset = (token: string) =>
    post(
      '/Authentication/ForgotPasswordReset',
      { email: SEEDED.email, token, password: 'after-change' },
      client,
    );
});
