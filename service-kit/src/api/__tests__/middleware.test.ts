/** @jest-environment node */
import { HttpResponse, http } from 'msw';
import { apiPath } from '../api-path';
import { mockMiddleware } from '../middleware';
import { startMockServer, type RunningMockServer } from '../test-server';
import { envForEachTest } from '@autoparts/shared/testing';

const handlers = [
  http.post(apiPath('/echo'), ({ request }) =>
    HttpResponse.json({ client: request.headers.get('x-client-ip') }),
  ),
  http.put(apiPath('/echo'), () => HttpResponse.json({ ok: true })),
  http.get(apiPath('/echo'), () => HttpResponse.json({ ok: true })),
  http.delete(apiPath('/echo'), () => new HttpResponse(null, { status: 204 })),
];

let server: RunningMockServer;
beforeAll(async () => {
  server = await startMockServer(handlers);
});
afterAll(() => server.close());

const ownOrigin = () => new URL(server.apiBase).origin;

async function send(method: string, headers: Record<string, string> = {}, body?: string) {
  const response = await fetch(`${server.apiBase}/echo`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const JSON_TYPE = { 'content-type': 'application/json' };

describe('cross-site requests', () => {
  it('lets the storefront’s own JSON requests through, with or without an Origin', async () => {
    expect((await send('POST', JSON_TYPE, '{}')).status).toBe(200);
    expect((await send('POST', { ...JSON_TYPE, origin: ownOrigin() }, '{}')).status).toBe(200);
    expect(
      (await send('PUT', { 'content-type': 'application/json; charset=utf-8' }, '{}')).status,
    ).toBe(200);
    expect((await send('POST', { 'content-type': 'Application/JSON' }, '{}')).status).toBe(200);
    // Behind a proxy that ends TLS, the scheme the visitor used.
    const https = ownOrigin().replace('http:', 'https:');
    const proxied = { ...JSON_TYPE, origin: https, 'x-forwarded-proto': 'https' };
    expect((await send('POST', proxied, '{}')).status).toBe(200);
  });

  it.each(['https://evil.example', 'null', `${'http://127.0.0.1'}:1`, 'not a url'])(
    'refuses a POST, PUT or DELETE from the origin %s with a 403',
    async (origin) => {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const answer = await send(method, { ...JSON_TYPE, origin }, '{}');
        expect(answer).toEqual({
          status: 403,
          body: {
            status: 403,
            title: 'Cross-site request refused',
            detail: expect.any(String),
            errors: {},
          },
        });
      }
    },
  );

  it('refuses an https page posting to the plain-http API without a proxy saying so', async () => {
    const https = ownOrigin().replace('http:', 'https:');
    expect((await send('POST', { ...JSON_TYPE, origin: https }, '{}')).status).toBe(403);
  });

  it.each([
    ['text/plain', 'POST'],
    ['application/x-www-form-urlencoded', 'POST'],
    ['multipart/form-data; boundary=x', 'POST'],
    ['application/jsonp', 'POST'],
    ['text/plain', 'PUT'],
    ['text/plain', 'DELETE'],
  ])('refuses a body of type %s (%s) with a 415', async (type, method) => {
    const answer = await send(method, { 'content-type': type }, '{"author":"x"}');
    expect(answer).toEqual({
      status: 415,
      body: {
        status: 415,
        title: 'Unsupported Media Type',
        detail: expect.any(String),
        errors: {},
      },
    });
  });

  it('refuses a POST without a content type, even without a body', async () => {
    expect((await send('POST', {}, '{}')).status).toBe(415);
    expect((await send('POST')).status).toBe(415);
  });

  it('lets a DELETE without a body through (a browser preflights it)', async () => {
    expect((await send('DELETE')).status).toBe(204);
  });

  it('leaves reads alone, whatever their origin', async () => {
    expect((await send('GET', { origin: 'https://evil.example' })).status).toBe(200);
  });
});

describe('the client address (X-Client-IP, from TRUSTED_PROXIES)', () => {
  envForEachTest({ TRUSTED_PROXIES: undefined });
  // The test server listens on 127.0.0.1: its sockets are loopback's.
  const clientOf = async (headers: Record<string, string>) =>
    (await send('POST', { ...JSON_TYPE, ...headers }, '{}')).body.client;

  it('is the socket’s address when it is no trusted proxy, whatever X-Forwarded-For says', async () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    expect(await clientOf({ 'x-forwarded-for': '203.0.113.9' })).toMatch(/127\.0\.0\.1$/);
  });

  it('is the right-most untrusted hop behind trusted proxies, never one further left', async () => {
    process.env.TRUSTED_PROXIES = 'loopback, 10.0.0.0/8';
    const chain = '198.51.100.1, 203.0.113.9, 10.1.2.3';
    expect(await clientOf({ 'x-forwarded-for': chain })).toBe('203.0.113.9');
    expect(await clientOf({})).toMatch(/127\.0\.0\.1$/);
  });

  it('trusts a proxy on this host only by default', async () => {
    expect(await clientOf({ 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
    expect(await clientOf({ 'x-forwarded-for': '203.0.113.9, 192.0.2.1' })).toBe('192.0.2.1');
  });

  it('replaces the X-Client-IP a client sends', async () => {
    expect(await clientOf({ 'x-client-ip': '203.0.113.9' })).toMatch(/127\.0\.0\.1$/);
    const both = { 'x-client-ip': '203.0.113.9', 'x-forwarded-for': '192.0.2.1' };
    expect(await clientOf(both)).toBe('192.0.2.1');
  });

  it('refuses to start on a TRUSTED_PROXIES it cannot read', () => {
    process.env.TRUSTED_PROXIES = 'loopback, gateway';
    expect(() => mockMiddleware(handlers)).toThrow(
      'TRUSTED_PROXIES=loopback, gateway: invalid IP address: gateway',
    );
  });
});
