import { resolveRef, type JsonSchema } from '@autoparts/service-kit/openapi';

/**
 * What the fuzz needs to know of a JSON Schema: the kind of JSON value it takes, with the bounds
 * and fields its values are tried against. What JSON Schema does not say (a refinement, a
 * transform: an email's checks beyond its pattern, a country code) is opaque: the document's
 * example provides values that pass it.
 */
export type Shape =
  /** `key` names the object's schema (its JSON): a body expands each schema once. */
  | { kind: 'object'; fields: Record<string, Shape>; key: string }
  | { kind: 'array'; element: Shape; min?: number; max?: number }
  | { kind: 'string'; min?: number; max?: number }
  | { kind: 'number'; int: boolean; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'enum'; values: readonly unknown[] }
  | { kind: 'union'; options: Shape[] }
  /** Whatever the schema leaves open (`{}`, a record, an intersection, a bare null). */
  | { kind: 'any' };

type Node = JsonSchema | boolean;

const isNull = (node: Node) => typeof node === 'object' && node.type === 'null';

/** The bounds of a number: an exclusive bound of a whole number is the next whole number in. */
function numberShape(schema: JsonSchema, int: boolean): Shape {
  const step = int ? 1 : 0;
  const { minimum, maximum, exclusiveMinimum: above, exclusiveMaximum: below } = schema;
  const min = typeof above === 'number' ? above + step : minimum;
  const max = typeof below === 'number' ? below - step : maximum;
  return { kind: 'number', int, min, max };
}

function typedShape(schema: JsonSchema, type: string, root: object, seen: Set<string>): Shape {
  switch (type) {
    case 'object':
      return schema.properties
        ? {
            kind: 'object',
            key: JSON.stringify(schema),
            fields: Object.fromEntries(
              Object.entries(schema.properties).map(([key, field]) => [
                key,
                shapeAt(field, root, seen),
              ]),
            ),
          }
        : { kind: 'any' };
    case 'array': {
      const items = schema.items && !Array.isArray(schema.items) ? schema.items : true;
      return {
        kind: 'array',
        element: shapeAt(items, root, seen),
        min: schema.minItems,
        max: schema.maxItems,
      };
    }
    case 'string':
      return { kind: 'string', min: schema.minLength, max: schema.maxLength };
    case 'number':
    case 'integer':
      return numberShape(schema, type === 'integer');
    case 'boolean':
      return { kind: 'boolean' };
    default:
      return { kind: 'any' };
  }
}

/** A union, unless one option is left: a nullable value's null is tried as a wrong type anyway. */
const unionOf = (options: Shape[]): Shape =>
  options.length === 1 ? options[0]! : { kind: 'union', options };

/**
 * `seen` holds the references being read, so a recursive schema ends in `any` where it repeats
 * (its first level is tried, which is where a handler's checks are).
 */
function shapeAt(node: Node, root: object, seen: Set<string>): Shape {
  if (typeof node === 'boolean') return { kind: 'any' };
  if (node.$ref !== undefined) {
    const target = seen.has(node.$ref) ? undefined : resolveRef(node.$ref, root);
    return target === undefined
      ? { kind: 'any' }
      : shapeAt(target, root, new Set([...seen, node.$ref]));
  }
  const options = node.anyOf ?? node.oneOf;
  if (options) {
    const taken = options.filter((option) => !isNull(option));
    return taken.length
      ? unionOf(taken.map((option) => shapeAt(option, root, seen)))
      : { kind: 'any' };
  }
  if (node.enum) return { kind: 'enum', values: node.enum };
  if (node.const !== undefined) return { kind: 'enum', values: [node.const] };
  const types = [node.type ?? []].flat().filter((type) => type !== 'null');
  if (!types.length) return { kind: 'any' };
  return unionOf(types.map((type) => typedShape(node, type, root, seen)));
}

/** The shape of the values `schema` takes; its `$ref`s point into `root` (the document). */
export function shapeOf(schema: Node, root: object): Shape {
  return shapeAt(schema, root, new Set());
}

/**
 * The fields that come first among those of their kind, in the object's order. Type checks and
 * number parsing are alike for every field of a kind: their tries go to these fields only.
 */
export function firstOfEachKind(fields: Record<string, Shape>): Set<string> {
  const kinds = new Map<string, string>();
  for (const [key, shape] of Object.entries(fields)) {
    if (!kinds.has(shape.kind)) kinds.set(shape.kind, key);
  }
  return new Set(kinds.values());
}
