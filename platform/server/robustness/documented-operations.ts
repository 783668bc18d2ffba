import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
} from '@autoparts/service-kit/openapi';

/** One operation of a service's OpenAPI document, as the fuzz sends it. */
export interface DocumentedOperation {
  /** Upper-case, as a request line spells it. */
  method: string;
  /** A concrete path: the template with each path parameter's example, percent-encoded. */
  path: string;
  /** The JSON body's schema, and the example the fuzz changes one place of at a time. */
  body?: { schema: JsonSchema; example: unknown };
  /** The query parameters, and the examples of those that have one (as sent: text). */
  query?: { parameters: OpenApiParameter[]; example: Record<string, string> };
  /** Whether the operation asks for a bearer (its `security`): the fuzz sends the customer's. */
  bearer: boolean;
  /** The statuses the document says the operation may answer, below 500. */
  answers: readonly number[];
  /** The document, which the schemas' `$ref`s point into. */
  document: OpenApiDocument;
}

/** The keys of a path item that are operations (it may hold `parameters` or a `summary` too). */
const METHODS: readonly string[] = 'get put post delete options head patch trace'.split(' ');

/** `'404'` as 404, `'4XX'` as 400 to 499; other keys (`default`) name no status. */
function statusesOf(key: string): number[] {
  if (/^[1-5]\d\d$/.test(key)) return [Number(key)];
  const range = /^([1-5])XX$/i.exec(key)?.[1];
  return range ? Array.from({ length: 100 }, (_, i) => Number(range) * 100 + i) : [];
}

/** A path parameter's or query parameter's example as a URL carries it: text. */
const asText = (example: unknown) =>
  typeof example === 'string' ? example : JSON.stringify(example);

function failureFor(document: OpenApiDocument, label: string) {
  return (what: string) => new Error(`${document.info.title}: ${label}: ${what}`);
}

/** Whether one of the operation's security requirements is an HTTP bearer. */
function asksForBearer(document: OpenApiDocument, entry: OpenApiOperation): boolean {
  const schemes: Record<string, { type: string; scheme?: string } | undefined> =
    document.components.securitySchemes;
  return (entry.security ?? []).some((requirement) =>
    Object.keys(requirement).some((name) => {
      const scheme = Object.hasOwn(schemes, name) ? schemes[name] : undefined;
      return scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer';
    }),
  );
}

function concretePath(
  template: string,
  parameters: OpenApiParameter[],
  fail: (what: string) => Error,
) {
  return template.replace(/\{([^}]+)\}/g, (_all, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    if (parameter?.example === undefined) throw fail(`no example for the path parameter ${name}`);
    return encodeURIComponent(asText(parameter.example));
  });
}

function readOperation(
  document: OpenApiDocument,
  template: string,
  method: string,
  entry: OpenApiOperation,
): DocumentedOperation {
  const fail = failureFor(document, `${method} ${template}`);
  const parameters = entry.parameters ?? [];
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const json = entry.requestBody?.content['application/json'];
  if (entry.requestBody && json?.example === undefined) {
    throw fail('no application/json body with an example');
  }
  const answers = Object.keys(entry.responses)
    .flatMap(statusesOf)
    .filter((status) => status < 500);
  if (!answers.length) throw fail('no response below 500');
  return {
    method,
    path: concretePath(template, parameters, fail),
    ...(json && { body: { schema: json.schema, example: json.example } }),
    ...(query.length && {
      query: {
        parameters: query,
        example: Object.fromEntries(
          query
            .filter((parameter) => parameter.example !== undefined)
            .map((parameter) => [parameter.name, asText(parameter.example)]),
        ),
      },
    }),
    bearer: asksForBearer(document, entry),
    answers,
    document,
  };
}

/**
 * Every operation of a document, in its order (paths, then each path's methods): a path
 * parameter without an example, or a body without one, is an error, as the fuzz could not send
 * a request the operation takes.
 */
export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item as Record<string, OpenApiOperation>)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, entry]) => readOperation(document, template, method.toUpperCase(), entry)),
  );
}
