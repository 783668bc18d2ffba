/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { rmSync } from 'node:fs';
import { z } from 'zod';
import type { ApiOperation } from '@autoparts/service-kit';
import { createServiceApp } from '@autoparts/service-kit/http';
import { openApiDocument } from '@autoparts/service-kit/openapi';
import { apiDocumentPath } from '../api-documents';
import { areaProxy } from '../area-proxy';
import { createGateway } from '../gateway-app';
import { fakeRoot, MINIMAL_BUILD, startServer, type RunningServer } from './test-server';

// The gateway publishes each area's OpenAPI document under /api, as the area's service (in this
// process or behind its proxy) publishes it at its own /openapi.json, and nothing else of it.
const operations: ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/parts/things',
    body: { schema: z.object({ name: z.string() }), valid: { name: 'bolt' } },
  },
];
const service = () => createServiceApp({ area: 'parts', handlers: [], operations });
const expected = JSON.parse(
  JSON.stringify(openApiDocument({ area: 'parts', version: '0.1.0', operations })),
) as unknown;

const root = fakeRoot(MINIMAL_BUILD);
let remote: RunningServer;
let gateway: RunningServer;

beforeAll(async () => {
  remote = await startServer(service());
  const services = { parts: service(), far: areaProxy('far', remote.base) };
  gateway = await startServer(createGateway({ root, env: {}, api: { services } }));
});
afterAll(async () => {
  await gateway.close();
  await remote.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${gateway.base}${path}`, init);

it("serves an in-process area's document, and a proxied one's from its own service", async () => {
  expect(apiDocumentPath('parts')).toBe('/api/parts/openapi.json');
  for (const area of ['parts', 'far']) {
    const answer = await get(apiDocumentPath(area));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual(expected);
  }
  const head = await get(apiDocumentPath('parts'), { method: 'HEAD' });
  expect(head.status).toBe(200);
});

it('serves nothing else: no other method, area or path of a service outside /api', async () => {
  const post = await get(apiDocumentPath('parts'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(post.status).toBe(404);
  expect((await get(apiDocumentPath('nowhere'))).status).toBe(404);
  for (const path of ['/api/parts/metrics', '/api/parts/healthz', '/api/parts/openapi.json/x']) {
    expect((await get(path)).status).toBe(404);
  }
});
