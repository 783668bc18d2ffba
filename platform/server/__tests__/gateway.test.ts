/** @jest-environment node */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createGateway } from '../gateway-app';
import { fakeRoot, MINIMAL_BUILD, startServer, type RunningServer } from './test-server';

// The slices are the areas' own (tested over HTTP in their packages); here only routing matters.
jest.mock('../areas', () => ({
  areaNames: ['shop'],
  areaSitemapPages: () => ['/shop/products/kit-2.0l'],
}));

const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const root = fakeRoot({
  'shell/dist/index.html': '<!doctype html><title>shell</title>',
  'shell/dist/main.js': bigScript,
  'shell/dist/176.039a9340.js': bigScript,
  'shell/dist/assets/i18n/en.json': '{}',
  'shell/dist/config.json': JSON.stringify({
    apiBase: '/api',
    remotes: { shop: '/remotes/shop/mf-manifest.json' },
  }),
  'mf-shop/dist/mf-manifest.json': '{}',
  'mf-shop/dist/remoteEntry.js': bigScript,
  'override.json': JSON.stringify({ apiBase: '/other-api', remotes: { blog: '/b.json' } }),
});

// The compressed copies the build writes beside scripts, told apart here by their text.
const CHUNK = '176.039a9340.js';
writeFileSync(path.join(root, 'shell/dist', `${CHUNK}.br`), brotliCompressSync('chunk, brotli'));
writeFileSync(path.join(root, 'shell/dist', `${CHUNK}.gz`), gzipSync('chunk, gzip'));
writeFileSync(path.join(root, 'mf-shop/dist/remoteEntry.js.br'), brotliCompressSync('entry, br'));

let gateway: RunningServer;
let base: string;

async function startGateway(env: NodeJS.ProcessEnv = {}): Promise<void> {
  gateway = await startServer(createGateway({ root, env, api: {} }));
  base = gateway.base;
}

function stopGateway(): Promise<void> {
  return gateway.close();
}

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the gateway', () => {
  beforeAll(() => startGateway());
  afterAll(() => stopGateway());

  it.each(['/', '/shop/catalog/brakes', '/account/login', '/shop/products/kit-2.0l'])(
    'answers the page route %s with the shell, revalidated',
    async (route) => {
      const response = await fetch(base + route);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>shell</title>');
    },
  );

  it.each([
    '/foo.js',
    '/missing.css',
    '/remotes/shop/missing.js',
    '/remotes/nowhere/mf-manifest.json',
  ])('answers a missing file %s with a real 404', async (route) => {
    const response = await fetch(base + route);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<title>shell</title>');
  });

  it.each([
    ['/main.js', 'no-cache'],
    ['/config.json', 'no-cache'],
    ['/assets/i18n/en.json', 'no-cache'],
    ['/remotes/shop/mf-manifest.json', 'no-cache'],
    ['/remotes/shop/remoteEntry.js', 'no-cache'],
    ['/176.039a9340.js', 'public, max-age=31536000, immutable'],
  ])('serves %s with Cache-Control %s', async (route, cacheControl) => {
    const response = await fetch(base + route);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
  });

  it('compresses scripts', async () => {
    const response = await fetch(`${base}/main.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(bigScript);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', 'chunk, brotli'],
    ['gzip', 'gzip', 'chunk, gzip'],
    ['br;q=0.5, gzip', 'gzip', 'chunk, gzip'],
  ])(
    'sends the build\'s compressed copy of a script to a browser taking "%s"',
    async (accepted, encoding, text) => {
      const response = await fetch(`${base}/${CHUNK}`, {
        headers: { 'accept-encoding': accepted },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(text);
    },
  );

  it('sends the script itself to a browser taking no compression', async () => {
    const response = await fetch(`${base}/${CHUNK}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(bigScript);
  });

  it("keeps a remote's headers on its compressed copy", async () => {
    const response = await fetch(`${base}/remotes/shop/remoteEntry.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(await response.text()).toBe('entry, br');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('never looks for a compressed copy outside the served folder', async () => {
    const response = await fetch(`${base}/..%2F..%2Fmf-shop%2Fdist%2FremoteEntry.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(404);
  });

  it('answers the crawler files with the addresses the visitor used', async () => {
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${base}/sitemap.xml`);
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await sitemap.text()).toContain(`<loc>${base}/shop/products/kit-2.0l</loc>`);
  });

  it('lets a remote be read from another origin', async () => {
    const response = await fetch(`${base}/remotes/shop/mf-manifest.json`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers an unknown API path with the spec error payload', async () => {
    const response = await fetch(`${base}/api/no/such/endpoint`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: 404,
      title: 'Invalid endpoint',
      detail: 'POST /api/no/such/endpoint is not an endpoint of this API.',
      errors: {},
    });
  });

  it('answers an address with broken percent-encoding as what it is, never a server error', async () => {
    const page = await fetch(`${base}/shop/products/%E0%A4%A`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');

    expect((await fetch(`${base}/remotes/shop/%E0%A4%A.js`)).status).toBe(404);

    const api = await fetch(`${base}/api/shop/products/%E0%A4%A`);
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ status: 400, title: 'The address is not valid' });
  });

  it('serves the built config.json', async () => {
    const response = await fetch(`${base}/config.json`);
    expect(await response.json()).toEqual({
      apiBase: '/api',
      remotes: { shop: '/remotes/shop/mf-manifest.json' },
    });
  });
});

describe('the gateway of a deployment that moved things', () => {
  afterEach(() => stopGateway());

  it('takes a remote address and the API base from the environment', async () => {
    await startGateway({
      REMOTE_SHOP_URL: 'https://cdn.example/shop/mf-manifest.json',
      API_BASE: '/v2/api',
    });
    const response = await fetch(`${base}/config.json`);
    expect(await response.json()).toEqual({
      apiBase: '/v2/api',
      remotes: { shop: 'https://cdn.example/shop/mf-manifest.json' },
    });
  });

  it('reads a whole config.json from CONFIG_JSON', async () => {
    await startGateway({ CONFIG_JSON: path.join(root, 'override.json') });
    const response = await fetch(`${base}/config.json`);
    expect(await response.json()).toEqual({ apiBase: '/other-api', remotes: { blog: '/b.json' } });
  });
});

describe('the gateway of published versions', () => {
  const V1 = '0.1.0-1a2b3c4d';
  const published = (version: string, entry: string) => ({
    [`releases/shop/${version}/mf-manifest.json`]: '{"name":"shop"}',
    [`releases/shop/${version}/remoteEntry.js`]: entry,
    [`releases/shop/${version}/build.json`]: JSON.stringify({
      name: 'shop',
      version,
      builtAt: '2026-11-26T05:00:00.000Z',
      commit: null,
    }),
  });
  const releasesRoot = fakeRoot({ ...MINIMAL_BUILD, ...published(V1, 'console.log("v1")') });

  beforeAll(() => startGateway({ RELEASES_DIR: path.join(releasesRoot, 'releases') }));
  afterAll(async () => {
    await stopGateway();
    rmSync(releasesRoot, { recursive: true, force: true });
  });

  it('serves a published version under /remotes/<name>/<version>/, cached for good', async () => {
    const response = await fetch(`${base}/remotes/shop/${V1}/remoteEntry.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("v1")');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each([
    `/remotes/shop/0.1.0-00000000/remoteEntry.js`,
    `/remotes/shop/${V1}/missing.js`,
    `/remotes/blog/${V1}/remoteEntry.js`,
    `/remotes/shop/${V1}/..%2f..%2fconfig.json`,
  ])('answers %s with a 404', async (address) => {
    expect((await fetch(base + address)).status).toBe(404);
  });

  it('serves the built config.json until something is released, then the release pointer', async () => {
    expect((await (await fetch(`${base}/config.json`)).json()).remotes.shop).toBe(
      '/remotes/shop/mf-manifest.json',
    );
    writeFileSync(
      path.join(releasesRoot, 'releases', 'config.json'),
      JSON.stringify({
        apiBase: '/api',
        remotes: { shop: `/remotes/shop/${V1}/mf-manifest.json` },
      }),
    );
    const response = await fetch(`${base}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect((await response.json()).remotes.shop).toBe(`/remotes/shop/${V1}/mf-manifest.json`);
  });

  it('never serves the release pointer or a half-copied version as a remote file', async () => {
    expect((await fetch(`${base}/remotes/config.json`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/shop/.${V1}.1.partial/remoteEntry.js`)).status).toBe(404);
  });
});
