/** @jest-environment node */
import { rmSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { createGateway } from '../gateway-app';
import { request } from '../robustness/cases';
import { sendRaw, type Part } from '../robustness/raw-client';
import { fakeRoot, MINIMAL_BUILD, startServer, type RunningServer } from './test-server';

// Three endpoints stand for the slices (which are tested over HTTP in their own packages).
const handlers = [
  http.get('*/api/things', () => HttpResponse.json({ things: [] })),
  http.post('*/api/things', async ({ request: received }) =>
    HttpResponse.json({
      type: received.headers.get('content-type'),
      text: await received.text(),
    }),
  ),
  http.post('*/api/login', () => HttpResponse.json({ token: 'x' })),
];

const root = fakeRoot(MINIMAL_BUILD);
const BODY_TIMEOUT_MS = 300;
let gateway: RunningServer;
let host: string;

beforeAll(async () => {
  const app = createGateway({
    root,
    env: {},
    api: {
      handlers,
      bodyLimits: { maxBytes: 64 * 1024, timeoutMs: BODY_TIMEOUT_MS, maxDepth: 64 },
    },
  });
  gateway = await startServer(app);
  host = `127.0.0.1:${gateway.port}`;
});
afterAll(async () => {
  await gateway.close();
  rmSync(root, { recursive: true, force: true });
});

function send(...parts: Part[]) {
  return sendRaw({ host: '127.0.0.1', port: gateway.port }, parts, 5_000);
}

function jsonOf(answer: { body: string }) {
  return JSON.parse(answer.body) as Record<string, unknown>;
}

async function expectProblem(parts: Part[], status: number) {
  const answer = await send(...parts);
  expect(answer.status).toBe(status);
  expect(jsonOf(answer)).toEqual({
    status,
    title: expect.any(String),
    detail: expect.any(String),
    errors: {},
  });
  return answer;
}

async function expectStillServing() {
  const answer = await send(request('GET /api/things HTTP/1.1', { Host: host }));
  expect(answer.status).toBe(200);
}

describe('a request that cannot make a URL (it used to take the whole process down)', () => {
  it.each(['a b', 'a|b', '[', ':99999', 'a:99999', '[zz]', ''])(
    'is a 400 for Host: %p',
    async (badHost) => {
      await expectProblem([request('GET /api/things HTTP/1.1', { Host: badHost })], 400);
      await expectProblem([request('GET /shop HTTP/1.1', { Host: badHost })], 400);
      await expectStillServing();
    },
  );

  it.each(['http://localhost:99999/api/things', 'http://[/api/things', 'ftp://x/api/things', '*'])(
    'is a 400 for the target %s',
    async (target) => {
      await expectProblem([request(`GET ${target} HTTP/1.1`, { Host: host })], 400);
      await expectStillServing();
    },
  );

  it('serves an absolute-form target as its path', async () => {
    const answer = await send(request(`GET http://${host}/api/things HTTP/1.1`, { Host: 'x' }));
    expect(answer.status).toBe(200);
  });

  it('is a 400 without a Host in HTTP/1.1', async () => {
    await expectProblem(['GET /api/things HTTP/1.1\r\nConnection: close\r\n\r\n'], 400);
  });

  it.each(['/api/%', '/api/%zz', '/api/things/%E0%A4%A'])(
    'is a 400 for broken percent-encoding in %s',
    async (path) => {
      await expectProblem([request(`GET ${path} HTTP/1.1`, { Host: host })], 400);
    },
  );
});

describe('methods', () => {
  it.each(['TRACE', 'PUT', 'DELETE', 'OPTIONS', 'PROPFIND'])(
    'answers %s on a GET and POST endpoint with a 405 and Allow',
    async (method) => {
      const answer = await send(request(`${method} /api/things HTTP/1.1`, { Host: host }));
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST');
      expect(jsonOf(answer)).toMatchObject({ status: 405 });
      await expectStillServing();
    },
  );

  it('answers HEAD where GET is answered, with the headers and no body', async () => {
    const get = await send(request('GET /api/things HTTP/1.1', { Host: host }));
    const head = await send(request('HEAD /api/things HTTP/1.1', { Host: host }));
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });

  it('answers HEAD on a POST-only endpoint with a 405', async () => {
    const answer = await send(request('HEAD /api/login HTTP/1.1', { Host: host }));
    expect(answer.status).toBe(405);
  });

  it('answers a path that is no endpoint with the 404 payload, whatever the method', async () => {
    await expectProblem([request('TRACE /api/nothing HTTP/1.1', { Host: host })], 404);
    await expectProblem([request('DELETE /api/nothing HTTP/1.1', { Host: host })], 404);
  });

  it('answers CONNECT with the 405 payload', async () => {
    await expectProblem([request(`CONNECT ${host} HTTP/1.1`, { Host: host })], 405);
  });
});

describe('request bodies', () => {
  const json = { 'Content-Type': 'application/json' };
  const block = Buffer.alloc(64 * 1024, 'a');
  const post = (headers: Record<string, string | number>, body = '') =>
    request('POST /api/things HTTP/1.1', { Host: host, ...json, ...headers }, body);

  it('hands a JSON body to the slice as it was sent', async () => {
    const body = JSON.stringify({ name: 'Ада', list: [1, 2.5, null, true], nested: { a: '"' } });
    const answer = await send(post({ 'Content-Length': Buffer.byteLength(body) }, body));
    expect(answer.status).toBe(200);
    expect(JSON.parse(jsonOf(answer).text as string)).toEqual(JSON.parse(body));
  });

  it('refuses a declared 100 MB body at once, unread', async () => {
    const answer = await expectProblem(
      [post({ 'Content-Length': 100 * 1024 * 1024 }), { repeat: block, times: 1600 }],
      413,
    );
    expect(jsonOf(answer).title).toBe('The request body is too large');
    await expectStillServing();
  });

  it('refuses a chunked body as soon as it passes 64 kB, holding no more', async () => {
    const frame = Buffer.concat([Buffer.from('10000\r\n'), block, Buffer.from('\r\n')]);
    const before = process.memoryUsage().arrayBuffers;
    const started = Date.now();
    await expectProblem(
      [post({ 'Transfer-Encoding': 'chunked' }), { repeat: frame, times: 1600 }, '0\r\n\r\n'],
      413,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(32 * 1024 * 1024);
    await expectStillServing();
  });

  it('refuses a body that stops arriving with a 408', async () => {
    await expectProblem(
      [post({ 'Content-Length': 100 }, '{"a":'), { pause: BODY_TIMEOUT_MS + 500 }],
      408,
    );
  });

  it('refuses JSON that does not parse, or nests deeper than the stack allows', async () => {
    await expectProblem([post({ 'Content-Length': 4 }, '{"a"')], 400);
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    await expectProblem([post({ 'Content-Length': deep.length }, deep)], 400);
  });
});

describe('what Node refuses before Express', () => {
  it('answers headers over 16 kB with the 431 payload', async () => {
    await expectProblem(
      [request('GET /api/things HTTP/1.1', { Host: host, Authorization: 'x'.repeat(20_000) })],
      431,
    );
  });

  it('answers malformed HTTP with the 400 payload', async () => {
    await expectProblem([`GET /api/things HTTP/1.1\r\nHost: ${host}\r\nnonsense\r\n\r\n`], 400);
  });
});
