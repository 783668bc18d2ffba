import type { JsonSchema } from '../openapi';

type Node = JsonSchema | boolean;

const typeOf = (value: unknown): string[] => {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number')
    return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  return [typeof value];
};

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
): string[] {
  if (schema === true) return [];
  if (schema === false) return [`${place}: false`];
  const at = place || '(root)';
  if (schema.$ref !== undefined) {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
    if (target === undefined) return [`${at}: $ref ${schema.$ref} not found`];
    return schemaErrors(target as Node, value, root, place);
  }
  const errors: string[] = [];
  const fail = (keyword: string) => void errors.push(`${at}: ${keyword}`);
  const types = [schema.type ?? []].flat();
  if (types.length && !typeOf(value).some((type) => types.includes(type as never))) fail('type');
  if (schema.enum && !schema.enum.some((option) => option === value)) fail('enum');
  if (schema.const !== undefined && schema.const !== value) fail('const');
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) fail('minLength');
    if (schema.maxLength !== undefined && length > schema.maxLength) fail('maxLength');
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) {
      fail('pattern');
    }
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) fail('minimum');
    if (schema.maximum !== undefined && value > schema.maximum) fail('maximum');
    const { exclusiveMinimum: above, exclusiveMaximum: below } = schema;
    if (typeof above === 'number' && value <= above) fail('exclusiveMinimum');
    if (typeof below === 'number' && value >= below) fail('exclusiveMaximum');
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) fail('minItems');
    if (schema.maxItems !== undefined && value.length > schema.maxItems) fail('maxItems');
    const items = schema.items;
    if (items !== undefined && !Array.isArray(items)) {
      value.forEach((item, i) => errors.push(...schemaErrors(items, item, root, `${place}/${i}`)));
    }
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in record)) fail(`required ${key}`);
    for (const [key, field] of Object.entries(record)) {
      const own = schema.properties?.[key];
      const rule = own ?? schema.additionalProperties;
      if (rule !== undefined) errors.push(...schemaErrors(rule, field, root, `${place}/${key}`));
    }
  }
  for (const part of schema.allOf ?? []) errors.push(...schemaErrors(part, value, root, place));
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const options = schema[keyword];
    if (!options) continue;
    const passing = options.filter((option) => !schemaErrors(option, value, root, place).length);
    if (keyword === 'anyOf' ? !passing.length : passing.length !== 1) fail(keyword);
  }
  return errors;
}
