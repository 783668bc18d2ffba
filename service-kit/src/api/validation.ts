import type { z } from 'zod';
import { badRequest } from './problem';

type Parsed<T> = { ok: true; data: T } | { ok: false; response: ReturnType<typeof badRequest> };

/**
 * Errors by field: a body's nested path (`items.0.quantity`), or for a query the parameter alone
 * (`filter_rating`, not the `filter_rating.0` of the list it was parsed into: the visitor sent one).
 */
function fieldErrors(error: z.ZodError, source: 'body' | 'query'): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = source === 'query' ? issue.path.slice(0, 1) : issue.path;
    const field = path.join('.') || source;
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

function invalid(error: z.ZodError, source: 'body' | 'query') {
  const errors = fieldErrors(error, source);
  const first = Object.entries(errors)[0];
  const detail = first ? `${first[0]}: ${first[1][0]}` : 'The request is not valid.';
  return badRequest('One or more validation errors occurred.', detail, errors);
}

// With the u flag a surrogate pair is one code point: only a lone (unpaired) surrogate matches.
// NUL is valid JSON and Unicode, but PostgreSQL's text refuses it.
const NOT_TEXT_CHARACTER = /\p{Cs}|\0/u;
const NOT_TEXT = 'Contains a character that is not valid text (a NUL or an unpaired surrogate).';

/**
 * The paths of the strings (values or keys) of a JSON value that are not text a database keeps:
 * JSON can carry `"\ud800"`, which no page shows, no URL or SVG encodes, and `"\u0000"`.
 * Walked without recursion, so a deeply nested body cannot overflow the stack.
 */
function malformedText(body: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const stack: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  const flag = (path: string) => {
    errors[path || 'body'] = [NOT_TEXT];
  };
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (NOT_TEXT_CHARACTER.test(value)) flag(path);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (NOT_TEXT_CHARACTER.test(key)) flag(path);
        else stack.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return errors;
}

/**
 * Parses a JSON body against a zod schema; bad JSON or bad fields become a 400, never a 500. Text
 * with a NUL or an unpaired surrogate is refused in every field of every service, before the
 * schema runs.
 */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<Parsed<z.infer<S>>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return {
      ok: false,
      response: badRequest('The request body is not valid JSON.', 'Send a JSON object.'),
    };
  }
  const notText = malformedText(body);
  const [first] = Object.keys(notText);
  if (first) {
    const detail = `${first}: ${NOT_TEXT}`;
    const response = badRequest('One or more validation errors occurred.', detail, notText);
    return { ok: false, response };
  }
  const result = schema.safeParse(body);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, response: invalid(result.error, 'body') };
}

/** Parses query parameters (strings) against a zod schema, typically using `z.coerce`. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): Parsed<z.infer<S>> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(params);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, response: invalid(result.error, 'query') };
}
