/** @jest-environment node */
import { z } from 'zod';
import type { ApiOperation } from '@autoparts/service-kit';
import { jsonText, RawJson } from '../robustness/json-variants';
import type { RobustnessCase, SuiteContext } from '../robustness/request-case';
import { ANSWERED, REFUSED, schemaFuzz } from '../robustness/schema-fuzz';
import { shapeOf } from '../robustness/schema-shape';

// The fuzz's own checks, on a small schema: what it reads from zod, and the raw requests it makes.
const text = z.string().trim().min(2).max(10);
const item = z.object({ sku: z.string().max(20), quantity: z.number().int().positive().max(9) });
const body = z
  .object({
    name: text.transform((s) => s.toUpperCase()).pipe(z.string().max(8)),
    note: z.string().max(40).nullish(),
    size: z.enum(['S', 'M']),
    items: z.array(item).min(1).max(3),
    code: z.union([z.string(), z.number()]),
  })
  .refine(() => true);
const query = z.preprocess(
  (params) => params,
  z.object({ page: z.coerce.number().int().min(1).default(1), q: z.string().max(5).optional() }),
);

const validBody = {
  name: 'Sam',
  note: 'hi',
  size: 'S',
  items: [{ sku: 'A1', quantity: 1 }],
  code: 7,
};
const operations: ApiOperation[] = [
  { method: 'DELETE', path: '/api/things/1', auth: 'customer' },
  { method: 'POST', path: '/api/things', body: { schema: body, valid: validBody } },
  {
    method: 'PUT',
    path: '/api/things/1',
    body: { schema: body, valid: validBody },
    auth: 'customer',
  },
  { method: 'GET', path: '/api/things', query: { schema: query, valid: { page: '2', q: 'ab' } } },
];
const context: SuiteContext = {
  host: 'fuzz.test',
  getEndpoint: '/api/things',
  postEndpoint: '/api/things',
  maxBodyBytes: 64 * 1024,
  bodyTimeoutMs: 1_000,
  headersTimeoutMs: 1_000,
  customerBearer: () => Promise.resolve('CustomerToken'),
};

/** The request line, headers and body of a case, as written to the socket. */
function sent({ parts }: RobustnessCase) {
  const raw = Buffer.isBuffer(parts[0]) ? parts[0] : Buffer.from(String(parts[0]));
  const end = raw.indexOf('\r\n\r\n');
  const [line = '', ...lines] = raw.subarray(0, end).toString().split('\r\n');
  const headers = Object.fromEntries(lines.map((h) => h.split(': ') as [string, string]));
  return { line, headers, body: raw.subarray(end + 4) };
}

let cases: RobustnessCase[];
beforeAll(async () => {
  cases = await schemaFuzz(operations)(context);
});
const named = (name: string) => cases.find((item) => item.name === name)!;
const of = (prefix: string) => cases.filter((item) => item.name.startsWith(prefix));

describe('shapeOf', () => {
  it('reads bounds through pipes, transforms, defaults and refinements', () => {
    const shape = shapeOf(body);
    expect(shape.kind).toBe('object');
    if (shape.kind !== 'object') return;
    expect(shape.fields.name).toEqual({ kind: 'string', min: 2, max: 8 });
    expect(shape.fields.note).toEqual({ kind: 'string', max: 40 });
    expect(shape.fields.size).toEqual({ kind: 'enum', values: ['S', 'M'] });
    expect(shape.fields.items).toMatchObject({
      kind: 'array',
      min: 1,
      max: 3,
      element: { fields: { quantity: { kind: 'number', int: true, min: 1, max: 9 } } },
    });
    expect(shape.fields.code).toMatchObject({
      kind: 'union',
      options: [{ kind: 'string' }, { kind: 'number' }],
    });
  });

  it('reads a preprocessed query as its object', () => {
    expect(shapeOf(query)).toMatchObject({
      kind: 'object',
      fields: { page: { kind: 'number', int: true, min: 1 }, q: { kind: 'string', max: 5 } },
    });
  });
});

describe('schemaFuzz', () => {
  it('writes each place of the body missing, of a wrong type and past its limits', () => {
    const names = of('POST /api/things: ').map((item) =>
      item.name.slice('POST /api/things: '.length),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'name: missing',
        'name: a number',
        'name: an array',
        'name: 9 characters (one past the maximum)',
        'name: 1 characters (under the minimum)',
        'name: 60 kB of text',
        'items: 4 items',
        'items.0.quantity: 10 (over the maximum)',
        'items.0.quantity: a fraction',
        'items.0.quantity: NaN (not JSON)',
        'size: a value in another case',
        'body []',
        'JSON that does not parse',
        'a __proto__ field',
      ]),
    );
    // The second string of the object gets null as its only wrong type (see firstOfEachKind).
    expect(names).toContain('note: null');
    expect(names).not.toContain('note: a number');
  });

  it('expects a refusal where the schema refuses, any answer but a 5xx where it takes', () => {
    expect(named('POST /api/things: name: a number').expect).toBe(REFUSED);
    expect(named('POST /api/things: note: missing').expect).toBe(ANSWERED);
    expect(named('POST /api/things: JSON sent as text/plain').expect).toEqual([415]);
    expect(REFUSED.every((status) => status >= 400 && status < 500)).toBe(true);
  });

  it('sends JSON with its length in bytes, and tokens JSON.stringify cannot write', () => {
    const emoji = sent(
      named('POST /api/things: name: emoji, combining marks and 4-byte characters'),
    );
    expect(emoji.line).toBe('POST /api/things HTTP/1.1');
    expect(emoji.headers['Content-Type']).toBe('application/json');
    expect(Number(emoji.headers['Content-Length'])).toBe(emoji.body.length);
    expect(emoji.body.length).toBeGreaterThan(emoji.body.toString().length);

    expect(
      sent(named('POST /api/things: items.0.quantity: NaN (not JSON)')).body.toString(),
    ).toContain('"quantity":NaN');
    expect(sent(named('POST /api/things: name: a lone surrogate')).body.toString()).toContain(
      '\\ud800',
    );
  });

  it('sends a customer operation with the bearer, and signed out for a 401', () => {
    const valid = sent(named('PUT /api/things/1: the valid request'));
    expect(valid.headers.Authorization).toBe('Bearer CustomerToken');
    expect(JSON.parse(valid.body.toString())).toEqual(validBody);
    const signedOut = of('PUT /api/things/1: ').filter(
      (item) => item.expect.length === 1 && item.expect[0] === 401,
    );
    expect(signedOut.map((item) => sent(item).headers.Authorization)).toEqual([
      undefined,
      'Bearer FuzzFuzzFuzzFuzzFuzzFuzzFuzzFuzz',
      'Basic ZnV6ejpmdXp6',
    ]);
    expect(
      sent(named('POST /api/things: the valid request')).headers.Authorization,
    ).toBeUndefined();
  });

  it('tries the refusals of a schema once: a later operation gets only what it takes', () => {
    const later = of('PUT /api/things/1: ').filter((item) => item.expect !== ANSWERED);
    expect(later.every((item) => item.expect.length === 1 && item.expect[0] === 401)).toBe(true);
    expect(of('PUT /api/things/1: ').length).toBeGreaterThan(3);
  });

  it('changes one query parameter at a time, keeping the others valid', () => {
    expect(sent(named('GET /api/things: page: 0')).line).toBe(
      'GET /api/things?q=ab&page=0 HTTP/1.1',
    );
    expect(named('GET /api/things: page: 0').expect).toBe(REFUSED);
    expect(sent(named('GET /api/things: page twice')).line).toBe(
      'GET /api/things?q=ab&page=2&page=fuzz HTTP/1.1',
    );
    expect(sent(named('GET /api/things: q: a lone surrogate')).line).toContain('q=ab%ED%A0%80');
    expect(sent(named('GET /api/things: q: a lone surrogate')).body.length).toBe(0);
  });

  it('deletes last, so a deleted record does not turn the other cases into 404s', () => {
    const deletes = cases.findIndex((item) => item.name.startsWith('DELETE'));
    expect(deletes).toBeGreaterThan(0);
    expect(cases.slice(deletes).every((item) => item.name.startsWith('DELETE'))).toBe(true);
    expect(named('DELETE /api/things/1: unknown and prototype-named parameters').expect).toBe(
      ANSWERED,
    );
  });
});

it('jsonText writes raw tokens in place', () => {
  expect(jsonText({ a: new RawJson('1e309'), b: [new RawJson('-0')], c: 'x' })).toBe(
    '{"a":1e309,"b":[-0],"c":"x"}',
  );
});
