import { z } from 'zod';
import { problemPayload, type ApiOperation } from '../../api';
import { schemaErrors } from '../schema-errors';
import { openApiDocument } from '..';

// Trimmed, then checked: the bounds are the second step's.
const note = z
  .string()
  .transform((text) => text.trim())
  .pipe(z.string().min(1).max(40));

const thingBody = z
  .object({
    name: z.string().trim().min(2).max(40),
    note: note.optional(),
    quantity: z.number().int().min(1).max(9),
    tags: z.array(z.string()).max(3).default([]),
    kind: z.enum(['bolt', 'nut']),
  })
  .refine((body) => body.kind === 'nut' || body.quantity < 9, 'At most 8 bolts.');

const listQuery = z.preprocess(
  (params) => params,
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    q: z.string().max(50).optional(),
    sort: z.enum(['name', 'price']),
  }),
);

const validThing = { name: 'M8 bolt', note: 'zinc', quantity: 4, tags: ['m8'], kind: 'bolt' };

const operations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/parts/things',
    query: { schema: listQuery, valid: { page: '2', q: 'm8', sort: 'name' } },
  },
  { method: 'GET', path: '/api/parts/things/42', pattern: '/api/parts/things/:id' },
  // A second sample of the same endpoint: the first is the one described.
  { method: 'GET', path: '/api/parts/things/43', pattern: '/api/parts/things/:id' },
  {
    method: 'PUT',
    path: '/api/parts/things/42',
    pattern: '/api/parts/things/:id',
    body: { schema: thingBody, valid: validThing },
    auth: 'customer',
  },
  { method: 'POST', path: '/api/parts/things', body: { schema: thingBody, valid: validThing } },
];

const document = openApiDocument({ area: 'parts', version: '1.2.3', operations });
const things = document.paths['/api/parts/things']!;
const oneThing = document.paths['/api/parts/things/{id}']!;

it('is an OpenAPI 3.1 document of plain JSON, one entry per path and method', () => {
  expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  expect(document).toMatchObject({ openapi: '3.1.0', info: { version: '1.2.3' } });
  expect(Object.keys(document.paths)).toEqual(['/api/parts/things', '/api/parts/things/{id}']);
  expect(Object.keys(things)).toEqual(['get', 'post']);
  expect(Object.keys(oneThing)).toEqual(['get', 'put']);
});

it("names a path's parameters, with the first sample's values as examples", () => {
  expect(oneThing.get!.parameters).toEqual([
    { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: '42' },
  ]);
});

it('gives a parameter per field of the query schema, typed, required unless it has a default', () => {
  expect(things.get!.parameters).toEqual([
    {
      name: 'page',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, default: 1 },
      example: 2,
    },
    {
      name: 'q',
      in: 'query',
      required: false,
      schema: { type: 'string', maxLength: 50 },
      example: 'm8',
    },
    {
      name: 'sort',
      in: 'query',
      required: true,
      schema: { type: 'string', enum: ['name', 'price'] },
      example: 'name',
    },
  ]);
});

it('describes a request body as what its schema takes, with the valid sample', () => {
  const { schema, example } = things.post!.requestBody!.content['application/json'];
  expect(example).toEqual(validThing);
  expect(schema).toEqual({
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 2, maxLength: 40 },
      note: { type: 'string', minLength: 1, maxLength: 40 },
      quantity: { type: 'integer', minimum: 1, maximum: 9 },
      tags: { type: 'array', items: { type: 'string' }, maxItems: 3, default: [] },
      kind: { type: 'string', enum: ['bolt', 'nut'] },
    },
    required: ['name', 'quantity', 'kind'],
  });
  expect(schemaErrors(schema, validThing, document)).toEqual([]);
  expect(
    schemaErrors(schema, { ...validThing, name: 'M', quantity: 1.5, tags: [1] }, document),
  ).toEqual(['/name: minLength', '/quantity: type', '/tags/0: type']);
  expect(schemaErrors(schema, { name: 'M8 bolt', kind: 'screw' }, document)).toEqual([
    '(root): required quantity',
    '/kind: enum',
  ]);
});

it("asks for a bearer on a customer's operations alone", () => {
  expect(document.components.securitySchemes).toEqual({
    bearer: { type: 'http', scheme: 'bearer' },
  });
  expect(oneThing.put!.security).toEqual([{ bearer: [] }]);
  expect(things.post!.security).toBeUndefined();
  // A guest's operation may refuse credentials too (a wrong password): both list the 401.
  for (const entry of [oneThing.put!, things.post!]) {
    expect(entry.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
  }
});

it("answers errors in the spec's payload, Problem", () => {
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
  expect(oneThing.get!.responses).toEqual({
    '2XX': { description: expect.any(String) },
    '400': ref('BadRequest'),
    '401': ref('Unauthorized'),
    '403': ref('Forbidden'),
    '404': ref('NotFound'),
    '409': ref('Conflict'),
    '413': ref('ContentTooLarge'),
    '415': ref('UnsupportedMediaType'),
    '422': ref('UnprocessableContent'),
    '429': ref('TooManyRequests'),
    '5XX': ref('ServerError'),
  });
  // The same for every operation: the kit may give any request these answers.
  expect(things.post!.responses).toEqual(oneThing.get!.responses);
  const problem = { $ref: '#/components/schemas/Problem' };
  for (const response of Object.values(document.components.responses)) {
    expect(response.content['application/json'].schema).toEqual(problem);
  }
  const payload = problemPayload(400, 'Invalid', 'name: too short', { name: ['Too short.'] });
  expect(schemaErrors(problem, payload, document)).toEqual([]);
  expect(schemaErrors(problem, { status: 200, title: 'OK' }, document)).toEqual([
    '(root): required detail',
    '(root): required errors',
    '/status: minimum',
  ]);
});

it("keeps a recursive schema's definitions among the document's schemas", () => {
  interface Part {
    name: string;
    parts: Part[];
  }
  const part: z.ZodType<Part> = z.object({
    name: z.string(),
    get parts() {
      return z.array(part);
    },
  });
  const kit = z.object({ main: part, spare: part });
  const valid = { name: 'axle', parts: [{ name: 'hub', parts: [] }] };
  const recursive = openApiDocument({
    area: 'parts',
    version: '1',
    operations: [
      { method: 'POST', path: '/api/parts/assemblies', body: { schema: part, valid } },
      {
        method: 'POST',
        path: '/api/parts/kits',
        body: { schema: kit, valid: { main: valid, spare: valid } },
      },
    ],
  });
  expect(JSON.stringify(recursive)).not.toMatch(/"#(\/\$defs\/[^"]*)?"/);
  const bodySchema = (path: string) =>
    recursive.paths[path]!.post!.requestBody!.content['application/json'].schema;
  const assembly = bodySchema('/api/parts/assemblies');
  expect(schemaErrors(assembly, valid, recursive)).toEqual([]);
  expect(
    schemaErrors(assembly, { name: 'axle', parts: [{ name: 1, parts: [] }] }, recursive),
  ).toEqual(['/parts/0/name: type']);
  const kitSchema = bodySchema('/api/parts/kits');
  expect(schemaErrors(kitSchema, { main: valid, spare: valid }, recursive)).toEqual([]);
  expect(schemaErrors(kitSchema, { main: valid, spare: { name: 'hub' } }, recursive)).toEqual([
    '/spare: required parts',
  ]);
});

it('refuses a sample path its pattern does not match', () => {
  const build = (path: string, pattern: string) => () =>
    openApiDocument({
      area: 'parts',
      version: '1',
      operations: [{ method: 'GET', path, pattern }],
    });
  expect(build('/api/parts/bolts/1', '/api/parts/things/:id')).toThrow(/does not match/);
  expect(build('/api/parts/things', '/api/parts/things/:id')).toThrow(/does not match/);
  expect(build('/api/parts/things/1', '/api/parts/things/*')).toThrow(/other than :name/);
});
