import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { http, HttpResponse } from 'msw';
import { sql } from 'drizzle-orm';
import { AreaData } from '../../db/area-data';
import type { AreaDatabase } from '../../db/connection';
import { openTestDatabase } from '../../testing';
import { fakeSessions } from '../../testing/fake-sessions';
import { routeLabel } from '../metrics';
import { createServiceApp } from '../service-app';
import { introspectionVerifier, sessionIntrospection } from '../session-introspection';

const servers: Server[] = [];
async function serve(app: Express): Promise<string> {
  const server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterAll(() => Promise.all(servers.map((s) => new Promise((done) => s.close(done)))));

const handlers = [http.get('*/api/parts/things/:id', () => HttpResponse.json({ ok: true }))];

describe('a service on its own', () => {
  let reachable = false;
  let database: AreaDatabase;
  const data = new AreaData(
    () => {
      if (!reachable)
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return database;
    },
    { schema: 'parts', migrations: [{ id: '0001', sql: 'create table parts.t (x int)' }] },
  );
  let base: string;
  // Opened before the test (PGlite's start is not what it times); the service reaches it later.
  beforeAll(async () => {
    database = await openTestDatabase('parts');
    base = await serve(createServiceApp({ area: 'parts', handlers, data }));
  }, 60_000);
  afterAll(() => data.close());

  it('is alive at once, and ready only once its database answers with every migration', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({
      status: 'ok',
      service: 'parts',
    });
    const down = await fetch(`${base}/readyz`);
    expect(down.status).toBe(503);
    reachable = true;
    const up = await fetch(`${base}/readyz`);
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({ ready: true, service: 'parts' });
    await (await data.database()).rows(sql`select 1`);
  });

  it('keeps a request id it is given, makes one otherwise, and counts requests by route', async () => {
    const given = await fetch(`${base}/api/parts/things/42`, {
      headers: { 'x-request-id': 'gateway-req-1234' },
    });
    expect(given.headers.get('x-request-id')).toBe('gateway-req-1234');
    const made = await fetch(`${base}/api/parts/things/43`, {
      headers: { 'x-request-id': '<bad>' },
    });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(
      /http_requests_total\{method="GET",route="\/api\/parts\/things",status="200",service="parts"\} 2/,
    );
    expect(metrics).toContain('db_pool_connections{state="total",service="parts"} 1');
  });

  it('answers what is not its API with a 404', async () => {
    expect((await fetch(`${base}/nothing`)).status).toBe(404);
    expect((await fetch(`${base}/api/nothing`)).status).toBe(404);
    // Given no operations, it has no document to publish.
    expect((await fetch(`${base}/openapi.json`)).status).toBe(404);
  });
});

it('publishes the OpenAPI document of the operations it is given, cacheable for a minute', async () => {
  const base = await serve(
    createServiceApp({
      area: 'parts',
      handlers,
      version: '2.0.0',
      operations: [
        { method: 'GET', path: '/api/parts/things/42', pattern: '/api/parts/things/:id' },
      ],
    }),
  );
  const response = await fetch(`${base}/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  const document = (await response.json()) as { info: object; paths: Record<string, object> };
  expect(document).toMatchObject({ openapi: '3.1.0', info: { version: '2.0.0' } });
  expect(Object.keys(document.paths)).toEqual(['/api/parts/things/{id}']);
  // Also under the area's /api prefix, which every gateway (nginx, the ingress) routes to it.
  expect(await (await fetch(`${base}/api/parts/openapi.json`)).json()).toEqual(document);
});

describe('the session check across processes', () => {
  const sessions = fakeSessions();
  let accountUrl: string;
  beforeAll(async () => {
    accountUrl = await serve(
      createServiceApp({
        area: 'account',
        handlers: [],
        internal: sessionIntrospection(sessions.verifier, 's3cret'),
      }),
    );
  });

  it('answers the customer of a live token, and nobody for a stale or malformed one', async () => {
    const token = sessions.signIn(7, 'Nina Seven');
    const verifier = introspectionVerifier(accountUrl, 's3cret');
    await expect(verifier.customerFor(token)).resolves.toEqual({ id: 7, name: 'Nina Seven' });
    sessions.signOut(token);
    await expect(verifier.customerFor(token)).resolves.toBeNull();
    await expect(verifier.customerFor('not a token!')).resolves.toBeNull();
  });

  it('refuses a caller without the internal secret, as an unavailable check', async () => {
    const verifier = introspectionVerifier(accountUrl, 'wrong');
    await expect(verifier.customerFor(sessions.signIn(8))).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });
});

it('counts API requests under their first three segments only', () => {
  expect(routeLabel('/api/shop/products/some-slug')).toBe('/api/shop/products');
  expect(routeLabel('/api/Authentication/Login')).toBe('/api/Authentication/Login');
  expect(routeLabel('/readyz')).toBe('/readyz');
  expect(routeLabel('/anything/else')).toBe('other');
});
