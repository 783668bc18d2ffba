/** @jest-environment @autoparts/service-kit/jest-environment-node */
import type { AreaDatabase } from '@autoparts/service-kit';
import {
  expectDatabaseUnavailable,
  openTestDatabase,
  startApiServer,
  type RunningApi,
} from '@autoparts/service-kit/testing';
import { createBlogService } from '..';

// The database server stops and comes back while the service runs: requests meanwhile are 503s
// a client may retry, and the service recovers on its own, without a restart.
let reachable = false;
let database: AreaDatabase;
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const service = createBlogService({
  database: () => {
    if (!reachable) throw refused();
    return database;
  },
});

let api: RunningApi;
let base: string;
beforeAll(async () => {
  process.env.MOCK_DELAY = '0';
  // Opened before the outage: what the test times is the service's recovery, not PGlite's start.
  database = await openTestDatabase('blog');
  api = await startApiServer(service.handlers);
  base = api.apiBase;
});
afterAll(async () => {
  await api.close();
  await database.close();
});

const PATHS = [
  '/blog/posts',
  '/blog/latest-posts',
  '/blog/posts/how-to-replace-brake-pads',
  '/blog/posts/how-to-replace-brake-pads/comments',
  '/blog/categories',
  '/blog/images/how-to-replace-brake-pads.svg',
];

it.each(PATHS)('answers %s with 503 and Retry-After while the database is away', async (path) => {
  await expectDatabaseUnavailable(await fetch(`${base}${path}`));
});

it('is not ready meanwhile, and says why', async () => {
  expect(await service.data.readiness()).toEqual({
    ready: false,
    detail: expect.stringContaining('ECONNREFUSED'),
  });
});

it('serves again once the database is back, without a restart', async () => {
  reachable = true;
  for (const path of PATHS) expect((await fetch(`${base}${path}`)).status).toBe(200);
  await expect(service.data.readiness()).resolves.toEqual({
    ready: true,
    detail: expect.stringContaining('blog ready'),
  });
});
