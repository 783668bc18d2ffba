/** @jest-environment @autoparts/service-kit/jest-environment-node */
import crypto from 'node:crypto';
import { envForEachTest } from '@autoparts/shared/testing';
import { ACCOUNT_RATE_POLICIES } from '../rate-limits';
import { type Answer, SEEDED, serveAccountSlice } from './slice-client';

const { post, login, service } = serveAccountSlice();
const pendingResetToken = (email: string) => service.pendingResetToken(email);

const PER_CLIENT = ACCOUNT_RATE_POLICIES.signInRequestsPerClient.limit;
const FAILED_LOGINS = ACCOUNT_RATE_POLICIES.failedLoginsPerAccount.limit;

envForEachTest({ MOCK_RATE_LIMIT: '1', MOCK_TRUST_CLIENT_IP: '1' });
let clientNumber = 0;
/** Each test comes from an address of its own (the proxy header is trusted here). */
let client: { headers: Record<string, string> };

beforeEach(() => {
  clientNumber += 1;
  client = { headers: { 'x-client-ip': `198.51.100.${clientNumber}` } };
});
afterEach(() => jest.restoreAllMocks());

function expectTooMany(answer: Answer, title: string): void {
  expect(answer).toEqual({
    status: 429,
    retryAfter: expect.stringMatching(/^[1-9]\d*$/),
    body: { status: 429, title, detail: expect.stringMatching(/Try again in/), errors: {} },
  });
}

// Each request about another account, so only the per-client limit can be what refuses it.
const FAMILY: [string, (n: number) => unknown][] = [
  ['/Authentication/Login', (n) => ({ account: `nobody-${n}@example.com`, password: 'wrong' })],
  [
    '/Authentication/Register',
    () => ({ firstName: 'A', lastName: 'B', email: 'x', password: 'x' }),
  ],
  ['/Authentication/ForgotPassword', (n) => ({ email: `nobody-${n}@example.com` })],
  [
    '/Authentication/ForgotPasswordReset',
    (n) => ({ email: `nobody-${n}@example.com`, token: 'x', password: 'long-enough' }),
  ],
  ['/Account/CheckIfAccountExists', (n) => ({ account: `nobody-${n}@example.com` })],
];

describe('per client: the sign-in family', () => {
  it.each(FAMILY)(
    `lets ${PER_CLIENT} requests a minute to %s through, then answers 429 with Retry-After`,
    async (path, body) => {
      for (let i = 0; i < PER_CLIENT; i++) {
        const answer = await post(path, body(i), client);
        expect(answer.status).not.toBe(429);
      }

      const refused = await post(path, body(PER_CLIENT), client);

      expectTooMany(refused, 'ERROR_TOO_MANY_REQUESTS');
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
      // Another client is not held back.
      const other = { headers: { 'x-client-ip': '203.0.113.200' } };
      expect((await post(path, body(0), other)).status).not.toBe(429);
    },
  );

  it('shares one allowance across the family', async () => {
    for (let i = 0; i < PER_CLIENT; i++)
      await post('/Account/CheckIfAccountExists', { account: SEEDED.email }, client);
    expectTooMany(await login(SEEDED.email, SEEDED.password, client), 'ERROR_TOO_MANY_REQUESTS');
  });

  it('counts requests whose body is refused too, before it is read', async () => {
    for (let i = 0; i < PER_CLIENT; i++)
      await post('/Authentication/Login', undefined, { ...client, raw: '{oops' });
    expect((await login(SEEDED.email, SEEDED.password, client)).status).toBe(429);
  });

  it('is off in tests unless a test turns it on (MOCK_RATE_LIMIT)', async () => {
    delete process.env.MOCK_RATE_LIMIT;
    for (let i = 0; i < PER_CLIENT + 5; i++)
      expect((await post('/Account/CheckIfAccountExists', { account: 'x' }, client)).status).toBe(
        200,
      );
  });
});

describe('per account: failed sign-ins', () => {
  it(`refuses the account after ${FAILED_LOGINS} wrong passwords, the right one too, without scrypt`, async () => {
    for (let i = 0; i < FAILED_LOGINS; i++) {
      // From different clients: the account's count is its own.
      const from = { headers: { 'x-client-ip': `192.0.2.${i + 1}` } };
      expect((await login(SEEDED.email, `wrong-${i}`, from)).status).toBe(400);
    }
    const scrypt = jest.spyOn(crypto, 'scrypt');

    const refused = await login(SEEDED.email, SEEDED.password, client);

    expectTooMany(refused, 'AUTH_TOO_MANY_ATTEMPTS');
    expect(Number(refused.retryAfter)).toBeGreaterThan(14 * 60);
    expect(scrypt).not.toHaveBeenCalled();
    // The phone number names the same account.
    expect((await login('389725884236', SEEDED.password, client)).status).toBe(429);
    // Another account signs in as usual.
    const other = { account: 'nobody-else@example.com', password: 'whatever' };
    expect((await login(other.account, other.password, client)).status).toBe(400);
  });

  it('answers an unknown account the same way, so a 429 does not tell whether it exists', async () => {
    for (let i = 0; i < FAILED_LOGINS; i++) await login('ghost@example.com', `wrong-${i}`, client);
    expectTooMany(await login('ghost@example.com', 'x', client), 'AUTH_TOO_MANY_ATTEMPTS');
  });

  it('counts wrong passwords sent all at once (no slipping past the count)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(SEEDED.email, `wrong-${i}`, { headers: { 'x-client-ip': `192.0.2.${i + 100}` } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(FAILED_LOGINS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - FAILED_LOGINS);
  });

  it('forgets the failures once the customer signs in', async () => {
    for (let i = 0; i < FAILED_LOGINS - 1; i++) await login(SEEDED.email, 'wrong', client);
    expect((await login(SEEDED.email, SEEDED.password, client)).status).toBe(200);
    for (let i = 0; i < FAILED_LOGINS - 1; i++)
      expect((await login(SEEDED.email, 'wrong', client)).status).toBe(400);
    expect((await login(SEEDED.email, SEEDED.password, client)).status).toBe(200);
  });
});

describe('per account: password reset', () => {
  it('sends at most 3 links in 15 minutes for one email, known or not', async () => {
    for (const email of [SEEDED.email, 'ghost@example.com']) {
      for (let i = 0; i < 3; i++) {
        const from = { headers: { 'x-client-ip': `192.0.2.${i + 50}` } };
        expect((await post('/Authentication/ForgotPassword', { email }, from)).status).toBe(200);
      }
      expectTooMany(
        await post('/Authentication/ForgotPassword', { email: email.toUpperCase() }, client),
        'AUTH_TOO_MANY_ATTEMPTS',
      );
    }
  });

  it('refuses the link of an email after 5 invalid ones, the right one too', async () => {
    await post('/Authentication/ForgotPassword', { email: SEEDED.email }, client);
    const token = (await pendingResetToken(SEEDED.email))!;
    const reset = (attempt: string) =>
      post(
        '/Authentication/ForgotPasswordReset',
        { email: SEEDED.email, token: attempt, password: 'new-secret' },
        client,
      );
    for (let i = 0; i < 5; i++) expect((await reset(`wrong-token-${i}`)).status).toBe(400);

    expectTooMany(await reset(token), 'AUTH_TOO_MANY_ATTEMPTS');
    expect(await pendingResetToken(SEEDED.email)).toBe(token);
  });
});
