/** @jest-environment @autoparts/service-kit/jest-environment-node */
import type { AreaDatabase } from '@autoparts/service-kit';
import {
  expectDatabaseUnavailable,
  openTestDatabase,
  startApiServer,
  type RunningApi,
} from '@autoparts/service-kit/testing';
import { createAccountService } from '..';

// The database server stops and comes back while the service runs: requests meanwhile are 503s
// a client may retry, and the service recovers on its own, without a restart.
let reachable = false;
let database: AreaDatabase | undefined;
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const service = createAccountService({
  database: async () => {
    if (!reachable) throw refused();
    return (database ??= await openTestDatabase('account'));
  },
});

let api: RunningApi;
let base: string;
beforeAll(async () => {
  process.env.MOCK_DELAY = '0';
  api = await startApiServer(service.handlers);
  base = api.apiBase;
});
afterAll(async () => {
  await api.close();
  await database?.close();
});

const login = () =>
  fetch(`${base}/Authentication/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account: 'red-parts@example.com',
      password: '123456',
      countryCode: 'US',
    }),
  });

it('answers 503 with Retry-After in the error payload while the database is away', async () => {
  await expectDatabaseUnavailable(await login());
  const ready = await service.data.readiness();
  expect(ready).toEqual({ ready: false, detail: expect.stringContaining('ECONNREFUSED') });
});

it('serves again once the database is back, without a restart', async () => {
  reachable = true;
  expect((await login()).status).toBe(200);
  await expect(service.data.readiness()).resolves.toEqual({
    ready: true,
    detail: expect.stringContaining('account ready'),
  });
});
