import {
  schemaErrors,
  type JsonSchema,
  type OpenApiParameter,
  type TextReading,
} from '@autoparts/service-kit/openapi';

/**
 * Whether a document's schemas take what a case sends. The fuzz expects a refusal only where no
 * fair reading of the document takes the request, so a service is never failed for reading the
 * document one way rather than the other: text is measured both as JSON Schema does and as
 * JavaScript does, and a query value is read as text and as a number.
 */
const READINGS: readonly TextReading[] = ['code points', 'utf-16'];

const fits = (schema: JsonSchema, value: unknown, root: object) =>
  READINGS.some((text) => schemaErrors(schema, value, root, '', text).length === 0);

/** Whether the server decodes and parses the body to something the schema takes. */
export function bodyTakes(schema: JsonSchema, body: string | Buffer, root: object): boolean {
  // As fetch's Request.json() reads it: UTF-8 with a byte order mark dropped.
  const text = new TextDecoder().decode(typeof body === 'string' ? Buffer.from(body) : body);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  return fits(schema, value, root);
}

const MISSING = Symbol('missing');

/**
 * What a query value may be read as: its text, the number it converts to (JavaScript's
 * `Number`, which takes `' 7 '` and `''`), a boolean's word; an empty value may be taken as no
 * value at all.
 */
function readingsOf(text: string): unknown[] {
  return [
    text,
    Number(text),
    ...(text === 'true' || text === 'false' ? [text === 'true'] : []),
    ...(text.trim() === '' ? [MISSING] : []),
  ];
}

/**
 * Whether the query string is one the parameters take: each parameter's value (the last, when
 * one is given twice, as URLSearchParams read into an object keeps it) passes its schema in some
 * reading, and every required one is there. Parameters the document does not name are ignored.
 */
export function queryTakes(
  parameters: readonly OpenApiParameter[],
  query: string,
  root: object,
): boolean {
  const params = Object.fromEntries(new URLSearchParams(query));
  return parameters.every(({ name, required, schema }) => {
    const values = Object.hasOwn(params, name) ? readingsOf(params[name]!) : [MISSING];
    return values.some((value) => (value === MISSING ? !required : fits(schema, value, root)));
  });
}
