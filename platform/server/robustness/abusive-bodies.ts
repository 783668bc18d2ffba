import type { Part } from './raw-client';
import { group, request } from './request-case';

// Clients that send too much or too slowly.
const MB = 1024 * 1024;

function chunk(bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`${bytes.length.toString(16)}\r\n`),
    bytes,
    Buffer.from('\r\n'),
  ]);
}

export const hugeBodies = group('huge bodies', ({ host, postEndpoint, maxBodyBytes }) => {
  // Kept alive as a browser's: the server drops the rest of a refused body for a while instead
  // of closing under a client still sending (whose kernel would then drop the answer).
  const alive = { Host: host, Connection: 'keep-alive' };
  const json = { ...alive, 'Content-Type': 'application/json' };
  const block = Buffer.alloc(64 * 1024, 'a');
  const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
  return [
    {
      name: 'a declared 100 MB body',
      parts: [
        request(`POST ${postEndpoint} HTTP/1.1`, { ...json, 'Content-Length': 100 * MB }),
        { repeat: block, times: 1600 },
      ],
      expect: [413],
    },
    {
      name: 'a chunked 100 MB body',
      parts: [
        request(`POST ${postEndpoint} HTTP/1.1`, { ...json, 'Transfer-Encoding': 'chunked' }),
        { repeat: chunk(block), times: 1600 },
        '0\r\n\r\n',
      ],
      expect: [413],
    },
    {
      name: 'a body just over the limit',
      parts: [
        request(
          `POST ${postEndpoint} HTTP/1.1`,
          { ...json, 'Content-Length': maxBodyBytes + 1 },
          'a'.repeat(maxBodyBytes + 1),
        ),
      ],
      expect: [413],
    },
    {
      name: 'a declared 100 MB body with Expect: 100-continue',
      parts: [
        request(`POST ${postEndpoint} HTTP/1.1`, {
          ...json,
          'Content-Length': 100 * MB,
          Expect: '100-continue',
        }),
      ],
      expect: [413],
    },
    {
      name: 'a 100 MB body on a GET',
      parts: [
        request(`GET /api/no/such/endpoint HTTP/1.1`, {
          ...alive,
          'Transfer-Encoding': 'chunked',
        }),
        { repeat: chunk(block), times: 1600 },
        '0\r\n\r\n',
      ],
      expect: [413],
    },
    {
      name: 'a 100 MB body on a page',
      parts: [
        request('POST /shop HTTP/1.1', { ...alive, 'Content-Length': 100 * MB }),
        { repeat: block, times: 1600 },
      ],
      expect: [404],
      payload: false,
    },
    {
      name: 'JSON nested 20 000 deep',
      parts: [
        request(`POST ${postEndpoint} HTTP/1.1`, { ...json, 'Content-Length': deep.length }, deep),
      ],
      expect: [400],
    },
    {
      name: 'JSON that does not parse',
      parts: [
        request(`POST ${postEndpoint} HTTP/1.1`, { ...json, 'Content-Length': 9 }, '{"a": tru'),
      ],
      expect: [400],
    },
    {
      name: 'a gzip-encoded body that is not gzip',
      parts: [
        request(
          `POST ${postEndpoint} HTTP/1.1`,
          { ...json, 'Content-Encoding': 'gzip', 'Content-Length': 2 },
          '{}',
        ),
      ],
      expect: [400, 415],
    },
  ];
});

export const slowClients = group(
  'slow clients',
  ({ host, postEndpoint, bodyTimeoutMs, headersTimeoutMs }) => [
    {
      name: 'a body that stops arriving',
      parts: [
        request(
          `POST ${postEndpoint} HTTP/1.1`,
          { Host: host, 'Content-Type': 'application/json', 'Content-Length': 100 },
          '{"a":',
        ),
        { pause: bodyTimeoutMs + 1_000 },
      ],
      expect: [408],
    },
    {
      name: 'a body trickling a byte at a time',
      parts: [
        request(`POST ${postEndpoint} HTTP/1.1`, {
          Host: host,
          'Content-Type': 'application/json',
          'Transfer-Encoding': 'chunked',
        }),
        ...Array.from({ length: 40 }, () => [
          '1\r\n \r\n',
          { pause: Math.ceil((bodyTimeoutMs + 1_000) / 40) },
        ]).flat(),
      ] as Part[],
      expect: [408],
    },
    {
      name: 'headers that stop arriving',
      parts: [
        `GET /api/no/such/endpoint HTTP/1.1\r\nHost: ${host}\r\n`,
        { pause: headersTimeoutMs + 1_000 },
      ],
      expect: [408],
    },
  ],
);

/** Every generator the suite runs, in order. */
