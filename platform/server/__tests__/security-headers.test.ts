/** @jest-environment node */
import { rmSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { createGateway } from '../gateway-app';
import { request } from '../robustness/cases';
import { sendRaw } from '../robustness/raw-client';
import { API_CSP, SECURITY_HEADERS } from '@autoparts/service-kit';
import { storefrontCsp } from '../security-headers';
import { fakeRoot, MINIMAL_BUILD, startServer, type RunningServer } from './test-server';

const ok = () => HttpResponse.json({});
const handlers = [
  http.get('*/api/things', ok),
  http.post('*/api/Authentication/Login', ok),
  http.get('*/api/Account/Profile', ok),
  http.get('*/api/account/orders', ok),
];

const root = fakeRoot({ ...MINIMAL_BUILD, 'mf-shop/dist/remoteEntry.js': 'console.log(2);' });
let gateway: RunningServer;

async function start(env: NodeJS.ProcessEnv = {}) {
  gateway = await startServer(createGateway({ root, env, api: { handlers } }));
}

afterAll(() => rmSync(root, { recursive: true, force: true }));

function expectCommonHeaders(headers: Headers | Record<string, string>) {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : headers[name.toLowerCase()];
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(get(name)).toBe(value);
}

describe('the Node gateway’s security headers', () => {
  beforeAll(() => start());
  afterAll(() => gateway.close());

  it.each(['/', '/account/login', '/main.js', '/config.json', '/remotes/shop/remoteEntry.js'])(
    'sends the storefront policy and the common headers with %s',
    async (path) => {
      const response = await fetch(gateway.base + path);
      expect(response.status).toBe(200);
      expectCommonHeaders(response.headers);
      expect(response.headers.get('content-security-policy')).toBe(storefrontCsp());
    },
  );

  it('sends them with a 404 as well', async () => {
    const response = await fetch(`${gateway.base}/missing.js`);
    expect(response.status).toBe(404);
    expectCommonHeaders(response.headers);
  });

  it('allows no inline script, no eval and no framing', () => {
    const policy = storefrontCsp();
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1];
    expect(scripts).toBe("'self'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/connect-src 'self' https:\/\/ipapi\.co/);
  });

  it('gives API answers the data-only policy and no-store on sign-in and account paths', async () => {
    const cases: [string, string | null][] = [
      ['/api/things', null],
      ['/api/Account/Profile', 'no-store'],
      ['/api/account/orders', 'no-store'],
      ['/api/Authentication/Login', 'no-store'],
      ['/api/Authentication/Nothing', 'no-store'],
    ];
    for (const [path, cacheControl] of cases) {
      const method = path.endsWith('Login') ? 'POST' : 'GET';
      const response = await fetch(gateway.base + path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expectCommonHeaders(response.headers);
      expect(response.headers.get('content-security-policy')).toBe(API_CSP);
      expect([path, response.headers.get('cache-control')]).toEqual([path, cacheControl]);
    }
  });

  it('sends them with the answers Node’s parser gives (431)', async () => {
    const answer = await sendRaw(
      { host: '127.0.0.1', port: gateway.port },
      [request('GET /api/things HTTP/1.1', { Host: 'localhost', 'X-Big': 'x'.repeat(20_000) })],
      5_000,
    );
    expect(answer.status).toBe(431);
    expectCommonHeaders(answer.headers);
    expect(answer.headers['content-security-policy']).toBe(API_CSP);
  });
});

describe('the policy of a deployment that moved a remote and the API', () => {
  afterEach(() => gateway.close());

  it('allows their origins', async () => {
    await start({
      REMOTE_SHOP_URL: 'https://cdn.example/shop/mf-manifest.json',
      API_BASE: 'https://api.example:8443/v2/api',
    });
    const response = await fetch(`${gateway.base}/shop`);
    expect(response.headers.get('content-security-policy')).toBe(
      storefrontCsp(['https://api.example:8443', 'https://cdn.example']),
    );
    expect(storefrontCsp(['https://cdn.example'])).toContain(
      "script-src 'self' https://cdn.example;",
    );
  });

  it('keeps the same-origin policy when the config cannot be read', async () => {
    await start({ CONFIG_JSON: '/no/such/config.json' });
    const response = await fetch(`${gateway.base}/shop`);
    expect(response.headers.get('content-security-policy')).toBe(storefrontCsp());
  });
});
