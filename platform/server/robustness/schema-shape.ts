import type { z } from 'zod';

/**
 * What the fuzz needs to know of a zod schema: the kind of JSON value it takes, with the bounds
 * and fields its values are tried against. Refinements (an email's format, a country code) are
 * opaque: the operation's valid sample provides values that pass them.
 */
export type Shape =
  | { kind: 'object'; fields: Record<string, Shape>; schema: z.core.$ZodType }
  | { kind: 'array'; element: Shape; min?: number; max?: number }
  | { kind: 'string'; min?: number; max?: number }
  | { kind: 'number'; int: boolean; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'enum'; values: readonly unknown[] }
  | { kind: 'union'; options: Shape[] }
  /** Whatever zod cannot tell from its definition (a transform, a custom check). */
  | { kind: 'any' };

interface Bounds {
  min?: number;
  max?: number;
  int: boolean;
}

const tighter = (pick: (a: number, b: number) => number, a?: number, b?: number) =>
  a === undefined ? b : b === undefined ? a : pick(a, b);

/** The bounds a schema's own checks set: lengths for text and lists, values for numbers. */
function boundsOf(schema: z.core.$ZodType): Bounds {
  const bounds: Bounds = { int: false };
  let above: { value: number; inclusive: boolean } | undefined;
  let below: { value: number; inclusive: boolean } | undefined;
  for (const check of (schema._zod.def.checks ?? []) as z.core.$ZodChecks[]) {
    const def = check._zod.def;
    if (def.check === 'min_length') bounds.min = tighter(Math.max, bounds.min, def.minimum);
    if (def.check === 'max_length') bounds.max = tighter(Math.min, bounds.max, def.maximum);
    if (def.check === 'length_equals') bounds.min = bounds.max = def.length;
    if (def.check === 'greater_than')
      above = { value: Number(def.value), inclusive: def.inclusive };
    if (def.check === 'less_than') below = { value: Number(def.value), inclusive: def.inclusive };
    if (def.check === 'number_format') bounds.int = def.format.includes('int');
  }
  // An exclusive bound of a whole number (`positive()`) is the next whole number in.
  const step = bounds.int ? 1 : 0;
  if (above) bounds.min = above.value + (above.inclusive ? 0 : step);
  if (below) bounds.max = below.value - (below.inclusive ? 0 : step);
  return bounds;
}

const lengthsOf = (schema: z.core.$ZodType) => {
  const { min, max } = boundsOf(schema);
  return { min, max };
};

/** The bounds of both steps of a pipe over the same kind (`text.pipe(z.string().max(5))`). */
function narrowed(first: Shape, second: Shape): Shape {
  if ((first.kind !== 'string' && first.kind !== 'number') || second.kind !== first.kind) {
    return first;
  }
  const min = tighter(Math.max, first.min, second.min);
  const max = tighter(Math.min, first.max, second.max);
  return first.kind === 'number' && second.kind === 'number'
    ? { kind: 'number', int: first.int || second.int, min, max }
    : { kind: 'string', min, max };
}

/** The shape of the values a schema takes as input. */
export function shapeOf(schema: z.core.$ZodType): Shape {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object':
      return {
        kind: 'object',
        schema,
        fields: Object.fromEntries(Object.entries(def.shape).map(([k, v]) => [k, shapeOf(v)])),
      };
    case 'array':
      return { kind: 'array', element: shapeOf(def.element), ...lengthsOf(schema) };
    case 'string':
      return { kind: 'string', ...lengthsOf(schema) };
    case 'number':
      return { kind: 'number', ...boundsOf(schema) };
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries) };
    case 'literal':
      return { kind: 'enum', values: def.values };
    case 'union':
      return { kind: 'union', options: def.options.map(shapeOf) };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return shapeOf(def.innerType);
    case 'pipe': {
      // A preprocess (a transform first) takes what its output takes.
      const first = shapeOf(def.in);
      return first.kind === 'any' ? shapeOf(def.out) : narrowed(first, shapeOf(def.out));
    }
    default:
      return { kind: 'any' };
  }
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
