/** @jest-environment node */
import { z } from 'zod';
import type { ApiOperation } from '@autoparts/service-kit';
import {
  openApiDocument,
  type JsonSchema,
  type OpenApiDocument,
} from '@autoparts/service-kit/openapi';
import { documentedOperations } from '../robustness/documented-operations';
import { jsonText, RawJson } from '../robustness/json-variants';
import type { RobustnessCase, SuiteContext } from '../robustness/request-case';
import { fuzzDocuments, schemaFuzz } from '../robustness/schema-fuzz';
import { shapeOf } from '../robustness/schema-shape';
import { bodyTakes, queryTakes } from '../robustness/schema-takes';

// The fuzz's own checks, on a small service's OpenAPI document (generated from zod, as a
// service's is): what it reads from the document's JSON Schemas, and the raw requests it makes.
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
  { method: 'POST', path: '/api/things', body: { schema: body, valid: validBody } },
  { method: 'DELETE', path: '/api/things/1', auth: 'customer' },
  {
    method: 'PUT',
    path: '/api/things/1',
    body: { schema: body, valid: validBody },
    auth: 'customer',
  },
  { method: 'GET', path: '/api/things', query: { schema: query, valid: { page: '2', q: 'ab' } } },
  { method: 'GET', path: '/api/things/by-name/a%20b', pattern: '/api/things/by-name/:name' },
];
const document = openApiDocument({ area: 'things', version: '1.0.0', operations });
const bodySchema =
  document.paths['/api/things']!.post!.requestBody!.content['application/json'].schema;
const queryParameters = document.paths['/api/things']!.get!.parameters!;

/** What the document lists below 500: any success, then the kit's refusals. */
const REFUSED = [400, 401, 403, 404, 409, 413, 415, 422, 429];
const SUCCESS = Array.from({ length: 100 }, (_, i) => 200 + i);

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
  cases = await fuzzDocuments([document])(context);
});
const named = (name: string) => cases.find((item) => item.name === name)!;
const of = (prefix: string) => cases.filter((item) => item.name.startsWith(prefix));

describe('shapeOf', () => {
  it('reads bounds through pipes, transforms, defaults and refinements', () => {
    const shape = shapeOf(bodySchema, document);
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

  it("reads a preprocessed query's parameters, and follows references into the document", () => {
    expect(queryParameters.map((p) => [p.name, shapeOf(p.schema, document)])).toEqual([
      ['page', { kind: 'number', int: true, min: 1, max: Number.MAX_SAFE_INTEGER }],
      ['q', { kind: 'string', max: 5 }],
    ]);
    const root = { components: { schemas: { Self: { $ref: '#/components/schemas/Self' } } } };
    expect(shapeOf({ $ref: '#/components/schemas/Self' }, root)).toEqual({ kind: 'any' });
  });
});

describe('schema takes', () => {
  it('refuses a body only where neither JSON Schema nor JavaScript text lengths take it', () => {
    const word: JsonSchema = {
      type: 'object',
      properties: { w: { type: 'string', minLength: 3, maxLength: 4 } },
    };
    // 3 code points (6 UTF-16 units), then 2 code points (4 units).
    expect(bodyTakes(word, '{"w":"𝔘𝔘𝔘"}', {})).toBe(true);
    expect(bodyTakes(word, '{"w":"𝔘𝔘"}', {})).toBe(true);
    expect(bodyTakes(word, '{"w":"ab"}', {})).toBe(false);
    expect(bodyTakes(word, '\ufeff{"w":"abc"}', {})).toBe(true);
    expect(bodyTakes(word, '{"w":"abc"', {})).toBe(false);
  });

  it('reads a query value as text or as a number, and an empty one as none', () => {
    const takes = (query: string) => queryTakes(queryParameters, query, document);
    expect(takes('page=2&q=ab')).toBe(true);
    expect(takes('page=%207%20')).toBe(true);
    expect(takes('page=')).toBe(true);
    expect(takes('page=0')).toBe(false);
    expect(takes('page=1.5')).toBe(false);
    expect(takes('page=2&page=fuzz')).toBe(false);
    expect(takes('q=abcdef')).toBe(false);
    const required = [{ ...queryParameters[0]!, required: true }];
    expect(queryTakes(required, 'q=ab', document)).toBe(false);
    expect(queryTakes(required, 'page=', document)).toBe(false);
  });
});

describe('documentedOperations', () => {
  it("reads each operation's method, example path, bearer and answers", () => {
    const read = documentedOperations(document);
    expect(read.map(({ method, path, bearer }) => `${method} ${path} ${bearer}`)).toEqual([
      'POST /api/things false',
      'GET /api/things false',
      'DELETE /api/things/1 true',
      'PUT /api/things/1 true',
      'GET /api/things/by-name/a%20b false',
    ]);
    const byValue = (a: number, b: number) => a - b;
    expect([...read[2]!.answers].sort(byValue)).toEqual([...SUCCESS, ...REFUSED].sort(byValue));
  });

  it('refuses a document that gives no example for a path parameter or a body', () => {
    const without = (change: (copy: OpenApiDocument) => void) => {
      const copy = structuredClone(document);
      change(copy);
      return () => documentedOperations(copy);
    };
    expect(
      without(
        (copy) => delete copy.paths['/api/things/by-name/{name}']!.get!.parameters![0]!.example,
      ),
    ).toThrow(/no example for the path parameter name/);
    expect(
      without(
        (copy) =>
          delete (
            copy.paths['/api/things']!.post!.requestBody!.content['application/json'] as {
              example?: unknown;
            }
          ).example,
      ),
    ).toThrow(/POST \/api\/things: no application\/json body with an example/);
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
    expect(named('POST /api/things: name: a number').expect).toEqual(REFUSED);
    expect(named('POST /api/things: note: missing').expect).toEqual(
      expect.arrayContaining([...SUCCESS, ...REFUSED]),
    );
    expect(named('POST /api/things: JSON sent as text/plain').expect).toEqual([415]);
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
    const later = of('PUT /api/things/1: ').filter((item) => !item.expect.includes(200));
    expect(later.every((item) => item.expect.length === 1 && item.expect[0] === 401)).toBe(true);
    expect(of('PUT /api/things/1: ').length).toBeGreaterThan(3);
  });

  it('changes one query parameter at a time, keeping the others valid', () => {
    expect(sent(named('GET /api/things: page: 0')).line).toBe(
      'GET /api/things?q=ab&page=0 HTTP/1.1',
    );
    expect(named('GET /api/things: page: 0').expect).toEqual(REFUSED);
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
    expect(named('DELETE /api/things/1: unknown and prototype-named parameters').expect).toContain(
      204,
    );
  });
});

it("reads the areas' documents from the server under test", async () => {
  const asked: string[] = [];
  const apiDocument = (area: string) => {
    asked.push(area);
    return Promise.resolve(document);
  };
  const fromServer = await schemaFuzz(['things'])({ ...context, apiDocument });
  expect(asked).toEqual(['things']);
  expect(fromServer.map((item) => item.name)).toEqual(cases.map((item) => item.name));
  await expect(schemaFuzz(['things'])(context)).rejects.toThrow(/needs the areas' documents/);
});

it('jsonText writes raw tokens in place', () => {
  expect(jsonText({ a: new RawJson('1e309'), b: [new RawJson('-0')], c: 'x' })).toBe(
    '{"a":1e309,"b":[-0],"c":"x"}',
  );
});
