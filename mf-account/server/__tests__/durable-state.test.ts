/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '@autoparts/service-kit/testing';
import { type AreaDatabase, type RunningMockServer, startMockServer } from '@autoparts/service-kit';
import { createAccountService, type AccountService } from '..';
import { ACCOUNT_BACKOFF_POLICIES } from '../rate-limits';

/**
 * Two instances of the service over one database stand for a restart and for two replicas
 * behind the gateway: whatever one was told, the other knows.
 */
let database: AreaDatabase;
let first: AccountService;
let second: AccountService;
let servers: RunningMockServer[];
beforeAll(async () => {
  process.env.MOCK_DELAY = '0';
  database = await openTestDatabase('account');
  first = createAccountService({ database: () => database });
  second = createAccountService({ database: () => database });
  servers = await Promise.all([first, second].map((s) => startMockServer(s.handlers)));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await database.close();
});

async function call(replica: number, path: string, body?: unknown, bearer?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const response = await fetch(`${servers[replica]!.apiBase}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const register = {
  firstName: 'Dora',
  lastName: 'Durable',
  email: 'dora@example.com',
  password: 'kept-secret',
};

test('an account made on one instance signs in, refreshes and saves on the other', async () => {
  const made = await call(0, '/Authentication/Register', register);
  expect(made.status).toBe(200);

  const login = await call(1, '/Authentication/Login', {
    account: register.email,
    password: register.password,
    countryCode: 'US',
  });
  expect(login.status).toBe(200);
  const { refreshToken } = login.body.tokenResponse;

  const refreshed = await call(0, '/Authentication/RefreshToken', { refreshToken });
  expect(refreshed.status).toBe(200);
  const saved = await call(
    1,
    '/account/addresses',
    {
      firstName: 'Dora',
      lastName: 'Durable',
      company: '',
      country: 'DE',
      address1: 'Weg 1',
      address2: '',
      city: 'Berlin',
      state: 'Berlin',
      postcode: '10115',
      email: register.email,
      phone: '49 30 1234567',
      default: false,
    },
    refreshed.body.token,
  );
  expect(saved.status).toBe(201);
  const listed = await call(0, '/account/addresses', undefined, refreshed.body.token);
  expect(listed.body).toEqual([expect.objectContaining({ address1: 'Weg 1', default: true })]);

  // The rotated-away refresh token, replayed on either instance, ends the session on both.
  expect((await call(1, '/Authentication/RefreshToken', { refreshToken })).status).toBe(401);
  expect((await call(0, '/account/addresses', undefined, refreshed.body.token)).status).toBe(401);
});

test('the other areas learn who is signed in, and no longer once signed out', async () => {
  const login = await call(0, '/Authentication/Login', {
    account: 'red-parts@example.com',
    password: '123456',
    countryCode: 'US',
  });
  const { token } = login.body.tokenResponse;
  await expect(second.sessions.customerFor(token)).resolves.toEqual({ id: 1, name: 'Ryan Ford' });
  await call(1, '/Authentication/Logout', {}, token);
  await expect(first.sessions.customerFor(token)).resolves.toBeNull();
});

test('the database keeps digests of tokens, never a token itself', async () => {
  const login = await call(0, '/Authentication/Login', {
    account: 'red-parts@example.com',
    password: '123456',
    countryCode: 'US',
  });
  const { token, refreshToken } = login.body.tokenResponse;
  const rows = await database.rows(sql`select * from account.sessions`);
  expect(JSON.stringify(rows)).not.toContain(token);
  expect(rows).toContainEqual(expect.objectContaining({ user_id: 1 }));
  expect(JSON.stringify(rows)).not.toContain(refreshToken);
});

test('a flood of wrong passwords spread over both instances is counted once', async () => {
  process.env.MOCK_RATE_LIMIT = '1';
  try {
    const attempt = (replica: number) =>
      call(replica, '/Authentication/Login', {
        account: 'flooded@example.com',
        password: 'wrong',
        countryCode: 'US',
      });
    const failures = ACCOUNT_BACKOFF_POLICIES.passwordFailures.free;
    for (let n = 0; n < failures; n++) expect((await attempt(n % 2)).status).toBe(400);
    const refused = [await attempt(0), await attempt(1)];
    expect(refused.map((answer) => answer.status)).toEqual([429, 429]);
  } finally {
    delete process.env.MOCK_RATE_LIMIT;
  }
});
