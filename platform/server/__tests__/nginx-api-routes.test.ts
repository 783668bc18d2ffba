/** @jest-environment node */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiOwners, areaApis } from '../../k8s-check/area-apis';
import { ownerOf } from '../api-owners';

// The Docker gateway (shell/nginx/gateway.conf) sends each API path to the service of the area
// that owns it, as platform/server/api-owners.ts says: a prefix added to one and not the other fails.
const gatewayConf = readFileSync(
  path.join(__dirname, '..', '..', '..', 'shell', 'nginx', 'gateway.conf'),
  'utf8',
);
const owners = apiOwners();
const apis = areaApis([...new Set(owners.map((owner) => owner.area))]);

/** The `map $request_uri $api_upstream` entries: one `"~^<prefix>(?:[/?]|$)" <host>:<port>;` each. */
function gatewayApiRoutes(text: string): { prefix: string; upstream: string }[] {
  const block = /^map \$request_uri \$api_upstream \{\n([\s\S]*?)\n\}/m.exec(text)?.[1];
  if (!block) throw new Error('gateway.conf: no map $request_uri $api_upstream');
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== 'default "";')
    .map((line) => {
      const [, prefix = '', upstream = ''] =
        /^"~\^(\/api\/\w+)\(\?:\[\/\?\]\|\$\)" ([\w-]+:\d+);$/.exec(line) ?? [];
      if (!prefix) throw new Error(`gateway.conf: an $api_upstream line of another shape: ${line}`);
      return { prefix: `${prefix}/`, upstream };
    });
}

describe('gateway.conf and the API owners', () => {
  it('routes every owned prefix, and only those, to its area’s service on its image’s port', () => {
    const expected = apis.flatMap(({ service, port, prefixes }) =>
      prefixes.map((prefix) => ({ prefix, upstream: `${service}:${port}` })),
    );
    const byPrefix = (a: { prefix: string }, b: { prefix: string }) =>
      a.prefix.localeCompare(b.prefix);
    expect(gatewayApiRoutes(gatewayConf).sort(byPrefix)).toEqual(expected.sort(byPrefix));
  });
});

describe('gateway.conf’s HTTPS', () => {
  it('speaks TLS 1.2 and 1.3 only', () => {
    expect(gatewayConf).toMatch(/^ {4}ssl_protocols TLSv1\.2 TLSv1\.3;$/m);
  });
});

// nginx, and openssl for a throwaway certificate (the gateway's is mounted when it runs).
const hasTools = ['nginx -v', 'openssl version'].every(
  (command) => spawnSync(command, { shell: true }).status === 0,
);
// CI installs nginx (shell/nginx/check-configs.sh needs both): there, this never skips.
const describeWithNginx = hasTools || process.env.CI ? describe : describe.skip;

interface Received {
  upstream: string;
  url: string;
  forwardedFor?: string;
  requestId?: string;
}

const HSTS = 'max-age=31536000; includeSubDomains';

describeWithNginx('gateway.conf served by nginx', () => {
  let work = '';
  // The HTTPS server's socket, and the plain HTTP one's.
  let socket = '';
  let plainSocket = '';
  let certificate = '';
  const upstreams = new Map<string, Server>();
  let nginx: ChildProcess | undefined;

  /** An upstream that answers with what it received. */
  function echo(upstream: string): Promise<number> {
    const server = http.createServer((req, res) => {
      const received: Received = {
        upstream,
        url: req.url ?? '',
        forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
        requestId: req.headers['x-request-id'] as string | undefined,
      };
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(received));
    });
    upstreams.set(upstream, server);
    return new Promise((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
  }

  /** A request to the HTTPS server (as a browser would, trusting the test's certificate). */
  function request(
    method: string,
    target: string,
    { plain = false } = {},
  ): Promise<{ status: number; type: string; body: unknown; headers: IncomingHttpHeaders }> {
    return new Promise((resolve, reject) => {
      const options = {
        method,
        path: target,
        // What a client may claim: the gateway replaces both.
        headers: { Host: 'storefront.test', 'X-Forwarded-For': '203.0.113.7', 'X-Request-Id': 'x' },
      };
      const answered = (res: http.IncomingMessage) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const type = res.headers['content-type'] ?? '';
          const body: unknown = type === 'application/json' ? JSON.parse(text) : text;
          resolve({ status: res.statusCode ?? 0, type, body, headers: res.headers });
        });
      };
      const req = plain
        ? http.request({ ...options, socketPath: plainSocket }, answered)
        : https.request(
            { ...options, socketPath: socket, servername: 'storefront.test', ca: certificate },
            answered,
          );
      req.on('error', reject);
      req.end();
    });
  }

  const invalidEndpoint = (method: string, target: string) => ({
    status: 404,
    type: 'application/json',
    headers: expect.any(Object),
    body: {
      status: 404,
      title: 'Invalid endpoint',
      detail: `${method} ${target.split('?')[0]} is not an endpoint of this API.`,
      errors: {},
    },
  });

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'gateway-'));
    socket = path.join(work, 'gateway.sock');
    plainSocket = path.join(work, 'plain.sock');
    mkdirSync(path.join(work, 'tls'));
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-days', '1', '-subj', '/CN=storefront.test'],
        ...['-addext', 'subjectAltName=DNS:storefront.test'],
        ...[
          '-keyout',
          path.join(work, 'tls', 'tls.key'),
          '-out',
          path.join(work, 'tls', 'tls.crt'),
        ],
      ],
      { stdio: 'ignore' },
    );
    certificate = readFileSync(path.join(work, 'tls', 'tls.crt'), 'utf8');
    // Each upstream of the conf (`shop-api:4001`, `shell:8080`, ...) becomes an echo on this host;
    // the gateway listens on a socket of its own, so no port is taken.
    const hosts = new Set(
      [...gatewayConf.matchAll(/(?<![\w$-])([a-z][\w-]*:\d{4})(?=[;\s"])/g)].map(
        ([, host]) => host,
      ),
    );
    let conf = gatewayConf
      .replace(/^ {4}listen 8080;$/m, `    listen unix:${plainSocket};`)
      .replace(/^ {4}listen 8443 ssl;$/m, `    listen unix:${socket} ssl;`)
      .replaceAll('/etc/nginx/tls/', `${work}/tls/`);
    for (const host of hosts) {
      const port = await echo(host!.split(':')[0]!);
      conf = conf.replaceAll(host!, `127.0.0.1:${port}`);
    }
    writeFileSync(path.join(work, 'gateway.conf'), conf);
    writeFileSync(
      path.join(work, 'nginx.conf'),
      [
        'daemon off;',
        `pid ${work}/nginx.pid;`,
        'error_log stderr;',
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${work}/${kind};`,
        ),
        `  include ${work}/gateway.conf;`,
        '}',
      ].join('\n'),
    );
    // Its access log (stdout) is left out; its errors are kept for a start that fails.
    let errors = '';
    nginx = spawn('nginx', ['-c', path.join(work, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    nginx.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    nginx.on('error', (error) => (errors += String(error)));
    for (let tries = 0; ; tries++) {
      const up = await request('GET', '/healthz').then(
        () => true,
        () => false,
      );
      if (up) break;
      if (tries === 50) throw new Error(`nginx did not start on gateway.conf:\n${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    await Promise.all([...upstreams.values()].map((server) => new Promise((r) => server.close(r))));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it.each(
    owners.flatMap(({ prefix, area }) => [
      [`${prefix}some/endpoint?page=2`, area],
      [prefix.slice(0, -1), area],
    ]),
  )(
    'sends %s to the %s service as sent, with the gateway’s client address and id',
    async (target, area) => {
      expect(ownerOf(target.split('?')[0]!)).toBe(area);
      const { status, body } = await request('GET', target);
      expect(status).toBe(200);
      // The connection's address alone (nginx calls a socket's `unix:`), not the client's claim.
      expect(body).toEqual({
        upstream: `${area}-api`,
        url: target,
        forwardedFor: 'unix:',
        requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
    },
  );

  it('answers plain HTTP with the health check or a redirect to HTTPS, without HSTS', async () => {
    const health = await request('GET', '/healthz', { plain: true });
    expect(health).toMatchObject({ status: 200, body: 'ok\n' });
    const page = await request('GET', '/api/shop/products?page=2', { plain: true });
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe('https://storefront.test/api/shop/products?page=2');
    for (const answer of [health, page]) {
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it.each(['/', '/api/shop/products', '/api/no/such/endpoint', '/remotes/nobody/x', '/healthz'])(
    'sends HSTS on the HTTPS answer to %s',
    async (target) => {
      const { headers } = await request('GET', target);
      expect(headers['strict-transport-security']).toBe(HSTS);
    },
  );

  it.each([
    ['POST', '/api/no/such/endpoint'],
    ['GET', '/api/shopping/cart'],
    ['GET', '/api/product/kit'],
    ['GET', '/api?x=1'],
    ['GET', '/api/'],
  ])('answers %s %s, which no area owns, with the spec’s 404', async (method, target) => {
    expect(ownerOf(target.split('?')[0]!)).toBeNull();
    expect(await request(method, target)).toEqual(invalidEndpoint(method, target));
  });

  it('keeps the 404 valid JSON whatever the path holds', async () => {
    expect((await request('GET', '/api/a%22b\\c')).body).toMatchObject({
      detail: 'GET this address is not an endpoint of this API.',
    });
  });

  it.each([
    '/internal/sessions/introspect',
    '/api/account/../../internal/sessions/introspect',
    '/api/account/..%2F..%2Finternal/sessions/introspect',
  ])('sends %s to the shell’s pages, never to a service', async (target) => {
    expect((await request('POST', target)).body).toMatchObject({ upstream: 'shell' });
  });

  it('answers for a service that is down in the spec’s payload, the others still served', async () => {
    await new Promise((resolve) => upstreams.get('blog-api')!.close(resolve));
    expect(await request('GET', '/api/blog/posts')).toMatchObject({
      status: 503,
      type: 'application/json',
      body: { status: 503, title: 'Service Unavailable' },
    });
    expect((await request('GET', '/api/site/faq')).body).toMatchObject({ upstream: 'site-api' });
  });
});
