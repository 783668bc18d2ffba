/** @jest-environment node */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { HttpResponse, http as route } from 'msw';
import {
  apiPath,
  clientKey,
  startMockServer,
  type RunningMockServer,
} from '@autoparts/service-kit';
import { envForEachTest } from '@autoparts/shared/testing';
import { areaProxy } from '../area-proxy';

// A service behind the gateway's proxy keys its rate limits on the visitor, not on the gateway:
// the gateway connects from 127.0.0.1 (its TRUSTED_PROXIES here), the visitor from 127.0.0.3.
const VISITOR = '127.0.0.3';
envForEachTest({ TRUSTED_PROXIES: '127.0.0.1' });

let service: RunningMockServer;
let gateway: Server;
beforeAll(async () => {
  service = await startMockServer([
    route.get(apiPath('/far/client'), ({ request }) =>
      HttpResponse.json({ client: clientKey(request) }),
    ),
  ]);
  const app = express().use(areaProxy('far', new URL(service.apiBase).origin));
  gateway = await new Promise<Server>((resolve) => {
    const started = app.listen(0, '127.0.0.2', () => resolve(started));
  });
});
afterAll(async () => {
  await new Promise((done) => gateway.close(done));
  await service.close();
});

/** The client the service saw, for a request from the visitor's address with these headers. */
function clientSeen(headers: Record<string, string>): Promise<unknown> {
  const { port } = gateway.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.2', port, path: '/api/far/client', localAddress: VISITOR };
    http
      .get({ ...options, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve((JSON.parse(text) as { client: unknown }).client));
      })
      .on('error', reject);
  });
}

it('passes the visitor’s address, whatever the visitor claims', async () => {
  expect(await clientSeen({})).toBe(VISITOR);
  const claims = { 'X-Forwarded-For': '203.0.113.9', 'X-Client-IP': '198.51.100.1' };
  expect(await clientSeen(claims)).toBe(VISITOR);
});
