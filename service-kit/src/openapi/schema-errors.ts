import type { JsonSchema } from './json-schema';

type Node = JsonSchema | boolean;

/**
 * How text is measured and matched. JSON Schema counts a string's length in code points and
 * matches patterns as Unicode; JavaScript (zod, which the documents are generated from) counts
 * UTF-16 units and matches patterns without the `u` flag. The two differ on 4-byte characters.
 */
export type TextReading = 'code points' | 'utf-16';

const typeOf = (value: unknown): string[] => {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number')
    return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  return [typeof value];
};

/** The node a `$ref` into `root` (a document, `#/components/schemas/...`) names, if any. */
export function resolveRef(ref: string, root: object): Node | undefined {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root) as
    Node | undefined;
}

/**
 * A pattern as a regex of the reading. One that JavaScript writes but Unicode mode refuses (an
 * escaped `-` outside a class) is read as JavaScript's either way.
 */
function patternOf(pattern: string, text: TextReading): RegExp {
  if (text === 'utf-16') return new RegExp(pattern);
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
}

/**
 * Where `value` breaks `schema`, as `<place>: <keyword>` lines (none: it is accepted). Enough of
 * JSON Schema for what zod emits: types, enums, lengths and bounds, patterns, object fields and
 * list items, unions, and `$ref`s into `root` (a document). Formats are not checked, as a
 * validator need not check them.
 */
export function schemaErrors(
  schema: Node,
  value: unknown,
  root: object = {},
  place = '',
  text: TextReading = 'code points',
): string[] {
  if (schema === true) return [];
  if (schema === false) return [`${place}: false`];
  const at = place || '(root)';
  const below = (node: Node, item: unknown, where: string) =>
    schemaErrors(node, item, root, where, text);
  if (schema.$ref !== undefined) {
    const target = resolveRef(schema.$ref, root);
    if (target === undefined) return [`${at}: $ref ${schema.$ref} not found`];
    return below(target, value, place);
  }
  const errors: string[] = [];
  const fail = (keyword: string) => void errors.push(`${at}: ${keyword}`);
  const types = [schema.type ?? []].flat();
  if (types.length && !typeOf(value).some((type) => types.includes(type as never))) fail('type');
  if (schema.enum && !schema.enum.some((option) => option === value)) fail('enum');
  if (schema.const !== undefined && schema.const !== value) fail('const');
  if (typeof value === 'string') {
    const length = text === 'utf-16' ? value.length : [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) fail('minLength');
    if (schema.maxLength !== undefined && length > schema.maxLength) fail('maxLength');
    if (schema.pattern !== undefined && !patternOf(schema.pattern, text).test(value)) {
      fail('pattern');
    }
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) fail('minimum');
    if (schema.maximum !== undefined && value > schema.maximum) fail('maximum');
    const { exclusiveMinimum: above, exclusiveMaximum: under } = schema;
    if (typeof above === 'number' && value <= above) fail('exclusiveMinimum');
    if (typeof under === 'number' && value >= under) fail('exclusiveMaximum');
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) fail('minItems');
    if (schema.maxItems !== undefined && value.length > schema.maxItems) fail('maxItems');
    const items = schema.items;
    if (items !== undefined && !Array.isArray(items)) {
      value.forEach((item, i) => errors.push(...below(items, item, `${place}/${i}`)));
    }
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    // Own fields only: `constructor` is in every object, sent or not.
    for (const key of schema.required ?? [])
      if (!Object.hasOwn(record, key)) fail(`required ${key}`);
    for (const [key, field] of Object.entries(record)) {
      const own = Object.hasOwn(schema.properties ?? {}, key) ? schema.properties![key] : undefined;
      const rule = own ?? schema.additionalProperties;
      if (rule !== undefined) errors.push(...below(rule, field, `${place}/${key}`));
    }
  }
  for (const part of schema.allOf ?? []) errors.push(...below(part, value, place));
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const options = schema[keyword];
    if (!options) continue;
    const passing = options.filter((option) => !below(option, value, place).length);
    if (keyword === 'anyOf' ? !passing.length : passing.length !== 1) fail(keyword);
  }
  return errors;
}
