import { firstOfEachKind, type Shape } from './schema-shape';
import { astralText, percentEncode, UNICODE_EDGES } from './unicode-edges';

/** A query string the fuzz sends (already percent-encoded), named for the report. */
export interface QueryVariant {
  name: string;
  query: string;
  /** Worth sending only when the schema takes it (see Variant). */
  ifTaken?: true;
}

/** A parameter value as sent, percent-encoded unless it is broken on purpose. */
interface Value {
  name: string;
  encoded: string;
  ifTaken?: true;
}

/** 8 kB: half of what the server takes in a request line and headers. */
const HUGE_VALUE = 8_000;

const BROKEN_ENCODINGS: readonly Value[] = [
  { name: 'a bad escape %zz', encoded: '%zz' },
  { name: 'truncated UTF-8', encoded: '%E0%A4%A' },
];

const NUMBER_TEXTS = ['NaN', 'Infinity', '1e309', '0x10', '-1', '0', '1.5'];

function textValues(
  shape: Shape & { kind: 'string' },
  valid: string,
  firstOfKind: boolean,
): Value[] {
  return [
    ...(shape.max === undefined
      ? []
      : [
          { name: `${shape.max + 1} characters`, encoded: 'x'.repeat(shape.max + 1) },
          // Percent-encoded, 2 units of a 4-byte character are 12 bytes: under the header limit.
          ...(shape.max * 6 <= HUGE_VALUE
            ? [
                {
                  name: `${shape.max} units of 4-byte characters`,
                  encoded: percentEncode(astralText(shape.max)),
                },
              ]
            : []),
        ]),
    { name: '8 kB', encoded: 'x'.repeat(HUGE_VALUE) },
    ...UNICODE_EDGES.map(({ name, around }) => ({
      name,
      encoded: percentEncode(around(valid)),
      ifTaken: true as const,
    })),
    ...(firstOfKind ? BROKEN_ENCODINGS : []),
  ];
}

function numberValues(shape: Shape & { kind: 'number' }, firstOfKind: boolean): Value[] {
  const { min, max } = shape;
  return [
    { name: 'text', encoded: 'fuzz' },
    ...(firstOfKind ? NUMBER_TEXTS.map((text) => ({ name: text, encoded: text })) : []),
    { name: 'padded with spaces', encoded: '%207%20' },
    { name: '400 digits', encoded: '9'.repeat(400) },
    ...(min === undefined ? [] : [{ name: `${min - 1}`, encoded: String(min - 1) }]),
    ...(max === undefined ? [] : [{ name: `${max + 1}`, encoded: String(max + 1) }]),
  ];
}

/**
 * The values tried in a parameter. Decoding and number parsing are alike for every parameter:
 * their odd inputs (`NaN`, `0x10`, `%zz`) go to the first of each kind only (firstOfEachKind).
 */
function valuesFor(shape: Shape, valid: string, firstOfKind: boolean): Value[] {
  switch (shape.kind) {
    case 'string':
      return textValues(shape, valid, firstOfKind);
    case 'number':
      return numberValues(shape, firstOfKind);
    case 'enum': {
      const first = String(shape.values[0]);
      return [
        { name: 'an unknown value', encoded: 'fuzz' },
        { name: 'another case', encoded: encodeURIComponent(first.toUpperCase()) },
        { name: 'padded with spaces', encoded: encodeURIComponent(` ${first} `) },
      ];
    }
    case 'union':
      return shape.options.flatMap((option) => valuesFor(option, valid, firstOfKind));
    default:
      return [{ name: 'text', encoded: 'fuzz' }];
  }
}

/** One of each value: `min - 1` is often 0 or -1, which are tried anyway. */
const uniqueValues = (values: Value[]) =>
  values.filter((value, i) => values.findIndex((v) => v.encoded === value.encoded) === i);

/** Parameters no handler reads, named as what every object already has. */
export const ODD_NAMES = 'fuzz=1&__proto__=1&constructor=1&toString=1&__proto__%5Bpolluted%5D=1';

/** `name=value` pairs, percent-encoded. */
export const encodeParams = (params: Record<string, string>) =>
  Object.entries(params).map(
    ([key, value]) => `${encodeURIComponent(key)}=${percentEncode(value)}`,
  );

/**
 * Query strings that change one parameter of `valid` (left out, empty, repeated, of the wrong
 * type, too long, odd text) or add what no handler reads: unknown and prototype-named
 * parameters. `shape` is the query schema's (an object of parameters, or `any` for none).
 */
export function queryVariants(shape: Shape, valid: Record<string, string>): QueryVariant[] {
  const params = shape.kind === 'object' ? shape.fields : {};
  const names = [...new Set([...Object.keys(params), ...Object.keys(valid)])];
  const others = (name: string) => encodeParams(valid).filter((p) => !p.startsWith(`${name}=`));
  const withValue = (name: string, encoded: string) =>
    [...others(name), `${encodeURIComponent(name)}=${encoded}`].join('&');
  const all = encodeParams(valid).join('&');
  const firsts = firstOfEachKind(params);
  return [
    ...names.flatMap((name) => {
      const base = valid[name] ?? 'fuzz';
      const field = params[name] ?? ({ kind: 'any' } as const);
      return [
        ...(name in valid ? [{ name: `${name} missing`, query: others(name).join('&') }] : []),
        { name: `${name} empty`, query: withValue(name, '') },
        {
          name: `${name} twice`,
          query: `${withValue(name, percentEncode(base))}&${encodeURIComponent(name)}=fuzz`,
        },
        ...uniqueValues(valuesFor(field, base, firsts.has(name))).map(
          ({ name: what, encoded, ifTaken }) => ({
            name: `${name}: ${what}`,
            query: withValue(name, encoded),
            ifTaken,
          }),
        ),
      ];
    }),
    { name: 'unknown and prototype-named parameters', query: `${all}&${ODD_NAMES}` },
    { name: 'empty pairs', query: `${all}&&&=&==` },
    { name: 'every parameter twice', query: `${all}&${all}` },
    {
      name: '200 parameters',
      query: Array.from({ length: 200 }, (_, i) => `p${i}=${i}`).join('&'),
    },
  ];
}
