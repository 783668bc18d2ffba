import type { OpenApiDocument, OpenApiParameter } from '@autoparts/service-kit/openapi';
import { documentedOperations, type DocumentedOperation } from './documented-operations';
import { jsonText, type Variant, variantsFor } from './json-variants';
import { encodeParams, ODD_NAMES, queryVariants } from './query-variants';
import { type CaseGenerator, type CaseInput, request, requestWithBody } from './request-case';
import { firstOfEachKind, shapeOf, type Shape } from './schema-shape';
import { bodyTakes, queryTakes } from './schema-takes';

/**
 * A generated fuzz of every operation of the services' OpenAPI documents, from their JSON
 * Schemas: each place of the example body left out or given a wrong type, an out-of-bounds or
 * odd value; bodies that are not objects or not JSON; each query parameter likewise; unknown and
 * prototype-named fields and parameters. An operation whose security asks for a bearer is sent
 * with the seeded customer's, so its schema is reached.
 */

/**
 * The statuses a case may be answered: any the document lists for the operation (below 500)
 * where its schemas take the request, only its refusals (4xx) where they do not.
 */
interface Answers {
  taken: readonly number[];
  refused: readonly number[];
}

function answersOf({ answers }: DocumentedOperation): Answers {
  return { taken: answers, refused: answers.filter((status) => status >= 400) };
}

/** What one case sends besides the operation's method and path. */
interface Sent {
  name: string;
  query?: string;
  body?: string | Buffer;
  contentType?: string;
  authorization?: string;
  expect: readonly number[];
  /**
   * Whether any answer the document lists will do: its schemas take the request (or, with no
   * body at all, a handler may take it as nothing sent).
   */
  anyAnswer?: boolean;
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
  expanded: Set<string>,
  allWrongTypes = true,
): (Variant & { place: Place })[] {
  const here =
    place.length === 0
      ? []
      : [
          ...(valid === undefined ? [] : [{ place, name: 'missing', value: MISSING }]),
          ...variantsFor(shape, valid, allWrongTypes).map((variant) => ({ place, ...variant })),
        ];
  if (shape.kind === 'object' && !expanded.has(shape.key)) {
    expanded.add(shape.key);
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
  return cases.filter((item) => item.anyAnswer || !(item.ifTaken || repeated));
}

/** Each case with the answers it may get: what the schemas make of it by `takes`. */
function judged<T extends { name: string }>(
  cases: T[],
  takes: (item: T) => boolean,
  answers: Answers,
): (T & Sent)[] {
  return cases.map((item) => {
    const taken = takes(item);
    return { ...item, anyAnswer: taken, expect: taken ? answers.taken : answers.refused };
  });
}

function bodyCases(operation: DocumentedOperation, repeated: boolean): Sent[] {
  const { schema, example } = operation.body!;
  const { document } = operation;
  const answers = answersOf(operation);
  const changes = changesUnder(shapeOf(schema, document), example, [], new Set());
  const sent = judged(
    [
      ...wholeBodies(example),
      ...changes.map(({ place, name, value, ifTaken }) => ({
        name: `${place.join('.')}: ${name}`,
        body: jsonText(withValueAt(example, place, value)),
        ifTaken,
      })),
    ],
    (item) => bodyTakes(schema, item.body, document),
    answers,
  );
  return worthSending(
    [
      ...sent,
      // A handler may take no body as "nothing sent" (Logout does): any answer listed will do.
      { name: 'no body', body: '', expect: answers.taken, anyAnswer: true },
      {
        name: 'JSON sent as text/plain',
        body: jsonText(example),
        contentType: 'text/plain',
        expect: [415],
      },
    ],
    repeated,
  );
}

/** What a parameter takes, without its example (two operations may send one schema apart). */
const schemaOnly = ({ name, required, schema }: OpenApiParameter) => ({ name, required, schema });

function queryCases(operation: DocumentedOperation, repeated: boolean): Sent[] {
  const { parameters, example } = operation.query!;
  const { document } = operation;
  const shape: Shape = {
    kind: 'object',
    key: JSON.stringify(parameters.map(schemaOnly)),
    fields: Object.fromEntries(parameters.map((p) => [p.name, shapeOf(p.schema, document)])),
  };
  const variants = judged(
    queryVariants(shape, example),
    (variant) => queryTakes(parameters, variant.query, document),
    answersOf(operation),
  );
  return worthSending(variants, repeated);
}

/** Requests that must not get past sign-in. */
const SIGNED_OUT: readonly { name: string; authorization?: string }[] = [
  { name: 'no bearer' },
  { name: 'an unknown bearer', authorization: 'Bearer FuzzFuzzFuzzFuzzFuzzFuzzFuzzFuzz' },
  { name: 'Basic credentials', authorization: 'Basic ZnV6ejpmdXp6' },
];

/**
 * The cases of one operation: the valid request, then its body's changes (the query kept valid)
 * or its query's (a handler without either gets unknown and prototype-named parameters), then,
 * for an operation that asks for a bearer, the valid request without a valid one (a 401).
 * `fuzzed` holds the schemas (as JSON) of the operations before.
 */
function operationCases(
  operation: DocumentedOperation,
  bearer: string,
  fuzzed: Set<string>,
): Sent[] {
  const { body, query } = operation;
  const repeated = (schema: unknown) => {
    const key = JSON.stringify(schema);
    const seen = fuzzed.has(key);
    fuzzed.add(key);
    return seen;
  };
  const valid = {
    query: encodeParams(query?.example ?? {}).join('&'),
    body: body && jsonText(body.example),
  };
  const signedIn = operation.bearer ? { authorization: `Bearer ${bearer}` } : {};
  const { taken } = answersOf(operation);
  const changes = [
    { name: 'the valid request', expect: taken },
    ...(body ? bodyCases(operation, repeated(body.schema)) : []),
    ...(query ? queryCases(operation, repeated(query.parameters.map(schemaOnly))) : []),
    // A handler that reads no query still answers one full of names an object already has.
    ...(body || query
      ? []
      : [{ name: 'unknown and prototype-named parameters', query: ODD_NAMES, expect: taken }]),
  ];
  return [
    ...changes.map((sent) => ({ ...valid, ...signedIn, ...sent })),
    ...(operation.bearer ? SIGNED_OUT.map((sent) => ({ ...valid, ...sent, expect: [401] })) : []),
  ];
}

function toCase(operation: DocumentedOperation, sent: Sent, host: string): CaseInput {
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
 * The fuzz of every operation of `documents` (the services' OpenAPI documents), deletions last
 * (a deleted address or garage vehicle would turn the other cases of its path into 404s before
 * their schema).
 */
export function fuzzDocuments(documents: readonly OpenApiDocument[]): CaseGenerator {
  return async ({ host, customerBearer }) => {
    const operations = documents.flatMap(documentedOperations);
    const forCustomer = operations.some((operation) => operation.bearer);
    if (forCustomer && !customerBearer) {
      throw new Error('The schema fuzz needs a customer bearer (runSuite gives one).');
    }
    const bearer = forCustomer ? await customerBearer!() : '';
    const ordered = [
      ...operations.filter((operation) => operation.method !== 'DELETE'),
      ...operations.filter((operation) => operation.method === 'DELETE'),
    ];
    const fuzzed = new Set<string>();
    return ordered.flatMap((operation) =>
      operationCases(operation, bearer, fuzzed).map((sent) => ({
        group: 'schema fuzz',
        ...toCase(operation, sent, host),
      })),
    );
  };
}

/**
 * The schema fuzz of the areas' services: their OpenAPI documents are read from the server under
 * test (`apiDocument`, which runSuite gives), so the fuzz sends what the running services say
 * they take.
 */
export function schemaFuzz(areas: readonly string[]): CaseGenerator {
  return async (context) => {
    const { apiDocument } = context;
    if (!apiDocument)
      throw new Error("The schema fuzz needs the areas' documents (runSuite gives them).");
    const documents = await Promise.all(areas.map((area) => apiDocument(area)));
    return fuzzDocuments(documents)(context);
  };
}
