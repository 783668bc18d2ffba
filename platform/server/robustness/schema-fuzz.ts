import type { ApiOperation } from '@autoparts/service-kit';
import type { z } from 'zod';
import { jsonText, type Variant, variantsFor } from './json-variants';
import { encodeParams, ODD_NAMES, queryVariants } from './query-variants';
import { type CaseGenerator, type CaseInput, request, requestWithBody } from './request-case';
import { firstOfEachKind, shapeOf, type Shape } from './schema-shape';

/**
 * A generated fuzz of every API operation from its zod schemas: each place of a valid body left
 * out or given a wrong type, an out-of-bounds or odd value; bodies that are not objects or not
 * JSON; each query parameter likewise; unknown and prototype-named fields and parameters. An
 * operation for a customer is sent with the seeded customer's bearer, so its schema is reached.
 */

/** Anything but a server error: the answers to a request its schema takes. */
export const ANSWERED = [200, 201, 204, 400, 401, 403, 404, 409, 413, 415, 422, 429] as const;
/** A request its schema refuses is refused: a 4xx, never a 2xx. */
export const REFUSED = ANSWERED.filter((status) => status >= 400);

/** What one case sends besides the operation's method and path. */
interface Sent {
  name: string;
  query?: string;
  body?: string | Buffer;
  contentType?: string;
  authorization?: string;
  expect: readonly number[];
}

type Place = (string | number)[];
const MISSING = Symbol('missing');

/** A copy of `root` with `value` at `place` (or nothing there, for MISSING). */
function withValueAt(root: unknown, place: Place, value: unknown): unknown {
  // Through JSON, not structuredClone: that keeps two fields sharing one object (a shipping
  // address given as the billing one) shared, so a change to one would change both.
  const copy: unknown = JSON.parse(JSON.stringify(root));
  const parent = place.slice(0, -1).reduce<unknown>((node, key) => (node as never)[key], copy);
  const key = place[place.length - 1]!;
  if (value === MISSING) delete (parent as Record<string | number, unknown>)[key];
  else (parent as Record<string | number, unknown>)[key] = value;
  return copy;
}

/**
 * Every change of one place under `place`: the field left out, then its variants, then its own
 * fields (a list's through its first item). A schema already expanded in this body (a shipping
 * address reusing the billing address's) gets only its whole-value variants.
 */
function changesUnder(
  shape: Shape,
  valid: unknown,
  place: Place,
  expanded: Set<unknown>,
  allWrongTypes = true,
): (Variant & { place: Place })[] {
  const here =
    place.length === 0
      ? []
      : [
          ...(valid === undefined ? [] : [{ place, name: 'missing', value: MISSING }]),
          ...variantsFor(shape, valid, allWrongTypes).map((variant) => ({ place, ...variant })),
        ];
  if (shape.kind === 'object' && !expanded.has(shape.schema)) {
    expanded.add(shape.schema);
    const fields = (valid ?? {}) as Record<string, unknown>;
    const firsts = firstOfEachKind(shape.fields);
    return [
      ...here,
      ...Object.entries(shape.fields).flatMap(([key, field]) =>
        changesUnder(field, fields[key], [...place, key], expanded, firsts.has(key)),
      ),
    ];
  }
  if (shape.kind === 'array' && Array.isArray(valid) && valid.length > 0) {
    return [...here, ...changesUnder(shape.element, valid[0], [...place, 0], expanded)];
  }
  return here;
}

/** Whether the server decodes and parses the body to something the schema takes. */
function takes(schema: z.ZodType, body: string | Buffer): boolean {
  // As fetch's Request.json() reads it: UTF-8 with a byte order mark dropped.
  const text = new TextDecoder().decode(typeof body === 'string' ? Buffer.from(body) : body);
  try {
    return schema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/** Bodies that are not the valid object, or more than it. */
function wholeBodies(valid: unknown): { name: string; body: string | Buffer }[] {
  const text = jsonText(valid);
  const members = text.slice(1, -1);
  const rest = members ? `,${members}` : '';
  const first = (member: string) => `{${member}${rest}}`;
  const nulls = Object.keys(valid as object).map((key) => `${JSON.stringify(key)}:null`);
  return [
    ...['[]', '"fuzz"', 'null', '{}'].map((body) => ({ name: `body ${body}`, body })),
    { name: 'JSON that does not parse', body: text.slice(0, -1) },
    { name: 'a byte order mark before the JSON', body: `\ufeff${text}` },
    {
      name: 'bytes that are not UTF-8',
      body: Buffer.concat([
        Buffer.from('{"fuzz":"'),
        Buffer.from([0xff, 0xc0, 0xaf]),
        Buffer.from(`"${rest}}`),
      ]),
    },
    { name: 'an unknown field', body: first('"fuzzUnknownField":1') },
    { name: 'a __proto__ field', body: first('"__proto__":{"isAdmin":true,"status":500}') },
    { name: 'a constructor field', body: first('"constructor":{"prototype":{"isAdmin":true}}') },
    {
      name: 'each field again as null',
      body: `{${[members, ...nulls].filter(Boolean).join(',')}}`,
    },
  ];
}

/**
 * The cases worth sending: odd text that the schema refuses is one more wrong value, and a schema
 * already fuzzed for an earlier operation gets only what it takes (its refusals are the same).
 */
function worthSending(cases: (Sent & { ifTaken?: true })[], repeated: boolean): Sent[] {
  return cases.filter((item) => item.expect === ANSWERED || !(item.ifTaken || repeated));
}

function bodyCases(
  { schema, valid }: NonNullable<ApiOperation['body']>,
  repeated: boolean,
): Sent[] {
  const changes = changesUnder(shapeOf(schema), valid, [], new Set());
  const sent = [
    ...wholeBodies(valid),
    ...changes.map(({ place, name, value, ifTaken }) => ({
      name: `${place.join('.')}: ${name}`,
      body: jsonText(withValueAt(valid, place, value)),
      ifTaken,
    })),
  ].map((item) => ({ ...item, expect: takes(schema, item.body) ? ANSWERED : REFUSED }));
  return worthSending(
    [
      ...sent,
      // A handler may take no body as "nothing sent" (Logout does): any answer but a 5xx.
      { name: 'no body', body: '', expect: ANSWERED },
      {
        name: 'JSON sent as text/plain',
        body: jsonText(valid),
        contentType: 'text/plain',
        expect: [415],
      },
    ],
    repeated,
  );
}

function takesQuery(schema: z.ZodType, query: string): boolean {
  return schema.safeParse(Object.fromEntries(new URLSearchParams(query))).success;
}

function queryCases({ schema, valid = {} }: NonNullable<ApiOperation['query']>, repeated: boolean) {
  const variants = queryVariants(shapeOf(schema), valid).map((variant) => ({
    ...variant,
    expect: takesQuery(schema, variant.query) ? ANSWERED : REFUSED,
  }));
  return worthSending(variants, repeated);
}

/** A handler that reads no query still answers one full of names an object already has. */
const IGNORED_QUERY: Sent = {
  name: 'unknown and prototype-named parameters',
  query: ODD_NAMES,
  expect: ANSWERED,
};

/** Requests that must not get past sign-in. */
const SIGNED_OUT: readonly { name: string; authorization?: string }[] = [
  { name: 'no bearer' },
  { name: 'an unknown bearer', authorization: 'Bearer FuzzFuzzFuzzFuzzFuzzFuzzFuzzFuzz' },
  { name: 'Basic credentials', authorization: 'Basic ZnV6ejpmdXp6' },
];

/**
 * The cases of one operation: the valid request, then its body's changes (the query kept valid)
 * or its query's (a handler without either gets unknown and prototype-named parameters), then,
 * for a customer's operation, the valid request without a valid bearer. `fuzzed` holds the
 * schemas of the operations before.
 */
function operationCases(operation: ApiOperation, bearer: string, fuzzed: Set<unknown>): Sent[] {
  const { body, query } = operation;
  const repeated = (schema: unknown) => {
    const seen = fuzzed.has(schema);
    fuzzed.add(schema);
    return seen;
  };
  const valid = {
    query: encodeParams(query?.valid ?? {}).join('&'),
    body: body && jsonText(body.valid),
  };
  const forCustomer = operation.auth === 'customer';
  const signedIn = forCustomer ? { authorization: `Bearer ${bearer}` } : {};
  const changes = [
    { name: 'the valid request', expect: ANSWERED },
    ...(body ? bodyCases(body, repeated(body.schema)) : []),
    ...(query ? queryCases(query, repeated(query.schema)) : []),
    ...(body || query ? [] : [IGNORED_QUERY]),
  ];
  return [
    ...changes.map((sent) => ({ ...valid, ...signedIn, ...sent })),
    ...(forCustomer ? SIGNED_OUT.map((sent) => ({ ...valid, ...sent, expect: [401] })) : []),
  ];
}

function toCase(operation: ApiOperation, sent: Sent, host: string): CaseInput {
  const target = sent.query ? `${operation.path}?${sent.query}` : operation.path;
  const line = `${operation.method} ${target} HTTP/1.1`;
  const headers = {
    Host: host,
    ...(sent.authorization ? { Authorization: sent.authorization } : {}),
  };
  const contentType = sent.contentType ?? 'application/json';
  return {
    name: `${operation.method} ${operation.path}: ${sent.name}`,
    parts: [
      sent.body === undefined
        ? request(line, headers)
        : requestWithBody(line, { ...headers, 'Content-Type': contentType }, sent.body),
    ],
    expect: sent.expect,
  };
}

/**
 * The fuzz of `operations`, deletions last (a deleted address or garage vehicle would turn the
 * other cases of its path into 404s before their schema).
 */
export function schemaFuzz(operations: readonly ApiOperation[]): CaseGenerator {
  return async ({ host, customerBearer }) => {
    const forCustomer = operations.some((operation) => operation.auth === 'customer');
    if (forCustomer && !customerBearer) {
      throw new Error('The schema fuzz needs a customer bearer (runSuite gives one).');
    }
    const bearer = forCustomer ? await customerBearer!() : '';
    const ordered = [
      ...operations.filter((operation) => operation.method !== 'DELETE'),
      ...operations.filter((operation) => operation.method === 'DELETE'),
    ];
    const fuzzed = new Set<unknown>();
    return ordered.flatMap((operation) =>
      operationCases(operation, bearer, fuzzed).map((sent) => ({
        group: 'schema fuzz',
        ...toCase(operation, sent, host),
      })),
    );
  };
}
