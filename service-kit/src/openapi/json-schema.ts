import { z } from 'zod';

export type JsonSchema = z.core.JSONSchema.BaseSchema;

/** Where a document keeps named schemas, and the prefix of a reference to one of them. */
export const SCHEMAS_REF = '#/components/schemas/';

type Override = NonNullable<z.core.ToJSONSchemaParams['override']>;

const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems'] as const;
const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems'] as const;
const FORMATS = ['pattern', 'format'] as const;

/**
 * zod describes a pipe's input by its first step alone, but the bounds a handler checks are often
 * in the second (`text.pipe(z.string().max(100))`: trimmed, then at most 100). When both steps
 * take the same type, the second's bounds are the input's too, as zod already counts a trimmed
 * string's length as the input's.
 */
const withSecondStepBounds: Override = ({ zodSchema, jsonSchema }) => {
  const def = zodSchema._zod.def;
  if (def.type !== 'pipe' || def.in._zod.traits.has('$ZodTransform')) return;
  const second = convert(def.out);
  if (
    second.type === undefined ||
    JSON.stringify(second.type) !== JSON.stringify(jsonSchema.type)
  ) {
    return;
  }
  const target = jsonSchema as Record<string, unknown>;
  const tighter = (key: string, pick: (a: number, b: number) => number) => {
    const value = second[key];
    if (typeof value !== 'number') return;
    const own = target[key];
    target[key] = typeof own === 'number' ? pick(own, value) : value;
  };
  LOWER_BOUNDS.forEach((key) => tighter(key, Math.max));
  UPPER_BOUNDS.forEach((key) => tighter(key, Math.min));
  for (const key of FORMATS) if (second[key] !== undefined) target[key] ??= second[key];
};

function convert(schema: z.core.$ZodType): JsonSchema {
  // `any`: a refinement or transform has no JSON Schema; what it checks is not described.
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: withSecondStepBounds,
  });
}

/** The name of a recursive schema's root as a definition (zod refers to it as `#`). */
const ROOT = '__schemaRoot';
const DEFS = '#/$defs/';

/** Rewrites every reference below `node` to a definition (`#/$defs/<name>`, `#` the root) by `rename`. */
function renameRefs(node: unknown, rename: (name: string) => string): void {
  if (Array.isArray(node)) {
    node.forEach((item) => renameRefs(item, rename));
  } else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    if (record.$ref === '#') record.$ref = SCHEMAS_REF + rename(ROOT);
    else if (typeof record.$ref === 'string' && record.$ref.startsWith(DEFS)) {
      record.$ref = SCHEMAS_REF + rename(record.$ref.slice(DEFS.length));
    }
    Object.values(record).forEach((value) => renameRefs(value, rename));
  }
}

/**
 * The JSON Schema of the values `schema` takes as input, for a document's `components.schemas`:
 * definitions zod puts in `$defs` (a recursive schema, one with an `id`), and a root that refers
 * to itself, move there, since `#...` inside a document would point at the document's root. A
 * definition already there under its name is shared; another under the same name is numbered.
 */
export function inputJsonSchema(
  schema: z.core.$ZodType,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const { $schema: _dialect, $defs = {}, ...json } = convert(schema);
  const selfReferring = JSON.stringify([json, $defs]).includes('"$ref":"#"');
  const defs: Record<string, JsonSchema> = selfReferring ? { ...$defs, [ROOT]: json } : $defs;
  const asNamed = structuredClone(defs);
  renameRefs(asNamed, (name) => name);
  const names = new Map<string, string>();
  for (const name of Object.keys(defs)) {
    const same = (unique: string) =>
      JSON.stringify(components[unique]) === JSON.stringify(asNamed[name]);
    let unique = name;
    for (let n = 2; unique in components && !same(unique); n += 1) unique = `${name}_${n}`;
    names.set(name, unique);
  }
  const rename = (name: string) => names.get(name) ?? name;
  for (const [name, definition] of Object.entries(defs)) {
    renameRefs(definition, rename);
    components[rename(name)] ??= definition;
  }
  if (selfReferring) return { $ref: SCHEMAS_REF + rename(ROOT) };
  renameRefs(json, rename);
  return json;
}
