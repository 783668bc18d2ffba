import type { Shape } from './schema-shape';
import { astralText, UNICODE_EDGES } from './unicode-edges';

/** A JSON token JSON.stringify cannot write (`1e309`, `-0`), or text that is not JSON (`NaN`). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A value the fuzz puts in one place of a body, named for the report. */
export interface Variant {
  name: string;
  value: unknown;
  /**
   * Worth sending only when the schema takes it (odd text around a valid value): refused, it is
   * one more wrong value, which the other variants already are.
   */
  ifTaken?: true;
}

/** 60 kB of text: under the 64 kB body limit, so it reaches the schema. */
const HUGE_TEXT = 60_000;

/** The bytes of the longest list tried: under the 64 kB body limit. */
const LIST_BYTES = 50_000;

const WRONG_TYPES: readonly (Variant & { kind: string })[] = [
  { name: 'null', value: null, kind: 'null' },
  { name: 'a number', value: 42, kind: 'number' },
  { name: 'text', value: 'fuzz', kind: 'string' },
  { name: 'a boolean', value: true, kind: 'boolean' },
  { name: 'an object', value: {}, kind: 'object' },
  { name: 'an array', value: [], kind: 'array' },
];

/** The JSON types a shape takes (its own variants try those). */
function kindsOf(shape: Shape): string[] {
  if (shape.kind === 'union') return shape.options.flatMap(kindsOf);
  if (shape.kind === 'any') return WRONG_TYPES.map((wrong) => wrong.kind);
  // An enum's values are its own variants; text that is none of them is a wrong type too.
  return shape.kind === 'enum' ? [] : [shape.kind];
}

function textVariants(shape: Shape & { kind: 'string' }, valid: unknown): Variant[] {
  const { min = 0, max } = shape;
  const text = typeof valid === 'string' ? valid : 'fuzz';
  return [
    { name: 'empty', value: '' },
    ...(min > 1
      ? [{ name: `${min - 1} characters (under the minimum)`, value: 'x'.repeat(min - 1) }]
      : []),
    ...(max === undefined
      ? []
      : [
          { name: `${max + 1} characters (one past the maximum)`, value: 'x'.repeat(max + 1) },
          {
            name: `${max} UTF-16 units of 4-byte characters`,
            value: astralText(max),
            ifTaken: true as const,
          },
        ]),
    ...(max === undefined || max < HUGE_TEXT
      ? [{ name: '60 kB of text', value: 'x'.repeat(HUGE_TEXT) }]
      : []),
    ...UNICODE_EDGES.map(({ name, around }) => ({
      name,
      value: around(text),
      ifTaken: true as const,
    })),
  ];
}

function numberVariants(shape: Shape & { kind: 'number' }): Variant[] {
  const { int, min, max } = shape;
  return [
    ...(min === undefined ? [] : [{ name: `${min - 1} (under the minimum)`, value: min - 1 }]),
    ...(max === undefined ? [] : [{ name: `${max + 1} (over the maximum)`, value: max + 1 }]),
    ...(int ? [{ name: 'a fraction', value: (min ?? 0) + 0.5 }] : []),
    { name: '-1', value: -1 },
    { name: '0', value: 0 },
    { name: '1e308', value: 1e308 },
    { name: '2^53 + 1', value: new RawJson('9007199254740993') },
    { name: '1e309 (Infinity once parsed)', value: new RawJson('1e309') },
    { name: 'NaN (not JSON)', value: new RawJson('NaN') },
  ];
}

function listVariants(shape: Shape & { kind: 'array' }, valid: unknown): Variant[] {
  const item: unknown = Array.isArray(valid) ? valid[0] : undefined;
  if (item === undefined) return [{ name: 'an empty list', value: [] }];
  const fits = Math.floor(LIST_BYTES / (JSON.stringify(item).length + 1));
  return [
    { name: 'an empty list', value: [] },
    { name: 'a list of null', value: [null] },
    ...(shape.max === undefined
      ? []
      : [{ name: `${shape.max + 1} items`, value: Array<unknown>(shape.max + 1).fill(item) }]),
    ...(fits > (shape.max ?? 0) + 1
      ? [{ name: `${fits} items (50 kB)`, value: Array<unknown>(fits).fill(item) }]
      : []),
  ];
}

function enumVariants(shape: Shape & { kind: 'enum' }): Variant[] {
  const first = String(shape.values[0]);
  return [
    { name: 'an unknown value', value: 'fuzz' },
    { name: 'a value in another case', value: first.toUpperCase() },
    { name: 'a value with spaces', value: ` ${first} ` },
    { name: 'a value with a NUL', value: `${first}\u0000` },
  ];
}

function ownVariants(shape: Shape, valid: unknown): Variant[] {
  switch (shape.kind) {
    case 'string':
      return textVariants(shape, valid);
    case 'number':
      return numberVariants(shape);
    case 'boolean':
      return [
        { name: '"true" as text', value: 'true' },
        { name: '1', value: 1 },
      ];
    case 'enum':
      return enumVariants(shape);
    case 'array':
      return listVariants(shape, valid);
    case 'object':
      return [{ name: 'an empty object', value: {} }];
    case 'union':
      return shape.options.flatMap((option) => ownVariants(option, valid));
    case 'any':
      return [];
  }
}

/**
 * What the fuzz tries in a place of a body whose schema has `shape` (`valid` is there now). With
 * `allWrongTypes` false, null is the only wrong type (the others go to the first field of each
 * kind of an object: see firstOfEachKind).
 */
export function variantsFor(shape: Shape, valid: unknown, allWrongTypes = true): Variant[] {
  const kinds = kindsOf(shape);
  const wrongTypes = allWrongTypes ? WRONG_TYPES : WRONG_TYPES.slice(0, 1);
  const all = [
    ...wrongTypes.filter((wrong) => !kinds.includes(wrong.kind)),
    ...ownVariants(shape, valid),
  ];
  // One of each value: `min - 1` is often 0 or -1, which are tried anyway.
  const texts = all.map((variant) => jsonText(variant.value));
  return all.filter((_, i) => texts.indexOf(texts[i]!) === i);
}

const MARK = '@@raw-json@@';

/** The JSON text of a value, its RawJson tokens written as they are. */
export function jsonText(value: unknown): string {
  const raw: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson ? `${MARK}${raw.push(item.text) - 1}${MARK}` : item,
  );
  return text.replace(
    new RegExp(`"${MARK}(\\d+)${MARK}"`, 'g'),
    (_all, i: string) => raw[Number(i)]!,
  );
}
