import { group, request } from './request-case';

// Requests no client library would send: bad Host headers and targets, methods, broken HTTP.
const BAD_HOSTS = ['a b', 'a|b', '[', ':99999', 'a:99999', '[zz]', 'a/b', 'a@b', '', '%41', 'a\tb'];

export const badHosts = group('Host header', ({ getEndpoint }) =>
  BAD_HOSTS.flatMap((host) => [
    {
      name: `Host: ${JSON.stringify(host)} on the API`,
      parts: [request(`GET ${getEndpoint} HTTP/1.1`, { Host: host })],
      expect: [400],
    },
    {
      name: `Host: ${JSON.stringify(host)} on a page`,
      parts: [request('GET /shop HTTP/1.1', { Host: host })],
      expect: [400],
    },
  ]),
);

const ABSOLUTE_TARGETS = [
  'http://localhost:99999/api/x',
  'http://[/api/x',
  'http://a|b/api/x',
  'http://:0/api/x',
  'ftp://localhost/api/x',
  'javascript:alert(1)',
  'localhost:80',
  '*',
  'http://localhost:99999/shop',
];

export const requestTargets = group('request target', ({ host, getEndpoint }) => [
  ...ABSOLUTE_TARGETS.map((target) => ({
    name: `GET ${target}`,
    parts: [request(`GET ${target} HTTP/1.1`, { Host: host })],
    expect: [400],
  })),
  {
    name: 'an absolute-form target is served as its path',
    parts: [request(`GET http://${host}/api/no/such/endpoint HTTP/1.1`, { Host: 'other' })],
    expect: [404],
  },
  {
    name: 'an absolute-form GET endpoint with a userinfo',
    parts: [request(`DELETE http://user:pw@${host}${getEndpoint} HTTP/1.1`, { Host: host })],
    expect: [405],
  },
  ...['/api/%', '/api/%zz', '/api/%E0%A4%A', '/api/shop/products/%C0%AF', `${getEndpoint}/%FF`].map(
    (path) => ({
      name: `GET ${path}`,
      parts: [request(`GET ${path} HTTP/1.1`, { Host: host })],
      expect: [400],
    }),
  ),
  {
    name: 'a page with broken percent-encoding gets the app',
    parts: [request('GET /shop/products/%E0%A4%A HTTP/1.1', { Host: host })],
    expect: [200],
    payload: false,
  },
  {
    name: 'a file with broken percent-encoding is a 404',
    parts: [request('GET /remotes/shop/%zz.js HTTP/1.1', { Host: host })],
    expect: [404],
    payload: false,
  },
  {
    name: 'a NUL in the path',
    parts: [request('GET /api/%00 HTTP/1.1', { Host: host })],
    expect: [404],
  },
  {
    name: 'dot segments out of /api',
    parts: [request('GET /api/../../etc/passwd HTTP/1.1', { Host: host })],
    expect: [404],
    payload: false,
  },
]);

export const methods = group('method', ({ host, getEndpoint }) => [
  ...['TRACE', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'PURGE', 'LINK'].map(
    (method) => ({
      name: `${method} ${getEndpoint}`,
      parts: [request(`${method} ${getEndpoint} HTTP/1.1`, { Host: host, 'Content-Length': 0 })],
      expect: [405],
    }),
  ),
  {
    name: `HEAD ${getEndpoint}, answered as GET without the body`,
    parts: [request(`HEAD ${getEndpoint} HTTP/1.1`, { Host: host })],
    expect: [200],
  },
  ...['TRACE', 'HEAD', 'M-SEARCH'].map((method) => ({
    name: `${method} on an unknown API path`,
    parts: [request(`${method} /api/no/such/endpoint HTTP/1.1`, { Host: host })],
    expect: [404],
  })),
  { name: 'CONNECT', parts: [request(`CONNECT ${host} HTTP/1.1`, { Host: host })], expect: [405] },
  ...['get', 'GETS', 'G\u00c9T', 'BREW', 'TRACK'].map((method) => ({
    name: `unknown method ${method}`,
    parts: [request(`${method} ${getEndpoint} HTTP/1.1`, { Host: host })],
    expect: [400],
  })),
]);

export const malformed = group('malformed HTTP', ({ host, getEndpoint }) => [
  {
    name: 'binary garbage',
    parts: [Buffer.from([0, 1, 2, 3, 255, 254, 13, 10, 13, 10])],
    expect: [400],
  },
  // HTTP/0.9 and 1.0 need no Host: served (or refused) like any request.
  { name: 'HTTP/0.9', parts: [`GET ${getEndpoint}\r\n\r\n`], expect: [200, 400], payload: false },
  {
    name: 'HTTP/1.0 without Host',
    parts: [`GET ${getEndpoint} HTTP/1.0\r\n\r\n`],
    expect: [200],
    payload: false,
  },
  {
    name: 'HTTP/9.9',
    parts: [`GET ${getEndpoint} HTTP/9.9\r\nHost: ${host}\r\n\r\n`],
    expect: [400, 505],
  },
  {
    name: 'a header without a colon',
    parts: [`GET ${getEndpoint} HTTP/1.1\r\nHost: ${host}\r\nnonsense\r\n\r\n`],
    expect: [400],
  },
  {
    name: 'a control character in a header name',
    parts: [`GET ${getEndpoint} HTTP/1.1\r\nHost: ${host}\r\nX-A\u007f: b\r\n\r\n`],
    expect: [400],
  },
  {
    name: 'an obsolete folded header',
    parts: [`GET ${getEndpoint} HTTP/1.1\r\nHost: ${host}\r\nX-A: b\r\n c\r\n\r\n`],
    expect: [400],
  },
  {
    name: 'a bare LF',
    parts: [`GET ${getEndpoint} HTTP/1.1\nHost: ${host}\n\n`],
    expect: [400, 405, 200],
  },
  { name: 'no Host in HTTP/1.1', parts: [`GET ${getEndpoint} HTTP/1.1\r\n\r\n`], expect: [400] },
  {
    name: 'Latin-1 bytes in Authorization',
    parts: [
      Buffer.concat([
        Buffer.from(
          `GET ${getEndpoint} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\nAuthorization: Bearer `,
        ),
        Buffer.from([0xe9, 0xff]),
        Buffer.from('\r\n\r\n'),
      ]),
    ],
    expect: [200, 401],
    payload: false,
  },
  {
    name: 'both Content-Length and Transfer-Encoding',
    parts: [
      request(
        `POST ${getEndpoint} HTTP/1.1`,
        { Host: host, 'Content-Length': 4, 'Transfer-Encoding': 'chunked' },
        '0\r\n\r\n',
      ),
    ],
    expect: [400],
  },
  {
    name: 'a non-numeric Content-Length',
    parts: [request(`POST ${getEndpoint} HTTP/1.1`, { Host: host, 'Content-Length': 'abc' })],
    expect: [400],
  },
  {
    name: 'two different Content-Lengths',
    parts: [
      `POST ${getEndpoint} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab`,
    ],
    expect: [400],
  },
  {
    name: 'a bad chunk size',
    parts: [
      request(
        `POST ${getEndpoint} HTTP/1.1`,
        { Host: host, 'Transfer-Encoding': 'chunked' },
        'zz\r\nab\r\n0\r\n\r\n',
      ),
    ],
    expect: [400],
  },
  {
    name: 'a WebSocket upgrade',
    parts: [
      request(`GET ${getEndpoint} HTTP/1.1`, {
        Host: host,
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': 13,
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
      }),
    ],
    expect: [200],
    payload: false,
  },
]);

export const hugeHeaders = group('huge headers', ({ host, getEndpoint }) => [
  {
    name: 'one 20 kB header',
    parts: [request(`GET ${getEndpoint} HTTP/1.1`, { Host: host, 'X-Big': 'x'.repeat(20_000) })],
    expect: [431],
  },
  {
    name: 'a 20 kB bearer token',
    parts: [
      request(`GET ${getEndpoint} HTTP/1.1`, {
        Host: host,
        Authorization: `Bearer ${'a'.repeat(20_000)}`,
      }),
    ],
    expect: [431],
  },
  {
    name: '500 headers',
    parts: [
      request(
        `GET ${getEndpoint} HTTP/1.1`,
        Object.fromEntries([
          ['Host', host],
          ...Array.from({ length: 500 }, (_, i) => [`X-H${i}`, 'v'.repeat(30)]),
        ]),
      ),
    ],
    expect: [431],
  },
  {
    name: 'a 20 kB path',
    parts: [request(`GET /api/${'a'.repeat(20_000)} HTTP/1.1`, { Host: host })],
    expect: [431],
  },
  {
    name: 'a 20 kB page path',
    parts: [request(`GET /shop/${'a'.repeat(20_000)} HTTP/1.1`, { Host: host })],
    expect: [431],
  },
]);
