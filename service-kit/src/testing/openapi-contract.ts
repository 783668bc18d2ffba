import { matchRequestUrl, type HttpHandler } from 'msw';
import type { ApiOperation } from '../api';
import {
  openApiDocument,
  pathTemplate,
  type OpenApiDocument,
  type OpenApiOperation,
} from '../openapi';
import { schemaErrors } from './json-schema-check';

const ORIGIN = 'http://localhost';

/** The handler MSW gives an operation's sample request: the first of its method whose path matches. */
function handlerOf(handlers: readonly HttpHandler[], { method, path }: ApiOperation) {
  const url = new URL(path, ORIGIN);
  return handlers.find(
    ({ info }) =>
      info.method === method &&
      typeof info.path === 'string' &&
      matchRequestUrl(url, info.path, ORIGIN).matches,
  );
}

/** Where the operation's valid body and query break what its document entry says it takes. */
function sampleErrors(
  { body, query }: ApiOperation,
  entry: OpenApiOperation,
  document: OpenApiDocument,
): string[] {
  const content = entry.requestBody?.content['application/json'];
  const parameters = new Map(entry.parameters?.map((parameter) => [parameter.name, parameter]));
  const queryErrors = Object.keys(query?.valid ?? {}).flatMap((name) => {
    const parameter = parameters.get(name);
    if (parameter?.in !== 'query') return [`${name}: not a query parameter`];
    return schemaErrors(parameter.schema, parameter.example, document, name);
  });
  if (!body) return queryErrors;
  if (!content) return ['no request body', ...queryErrors];
  return [...schemaErrors(content.schema, body.valid, document), ...queryErrors];
}

/**
 * The tests of an area's OpenAPI document over its real operations (each area runs them beside
 * its service): it builds; every operation is there, under its handler's path; its valid body and
 * query are what the document's schemas take; and a bearer is asked for on a customer's alone.
 */
export function describeOpenApiDocument(
  area: string,
  sources: { operations: readonly ApiOperation[]; handlers: readonly HttpHandler[] },
) {
  const { operations, handlers } = sources;
  const name = ({ method, path }: ApiOperation) => `${method} ${path}`;
  let document: OpenApiDocument;
  const entryOf = (operation: ApiOperation) =>
    document.paths[pathTemplate(operation).template]?.[
      operation.method.toLowerCase() as Lowercase<ApiOperation['method']>
    ];

  describe(`the ${area} service's OpenAPI document`, () => {
    beforeAll(() => {
      document = openApiDocument({ area, version: '0.0.0-test', operations });
    });

    it('has every operation, under the path its handler answers', () => {
      expect(operations.filter((operation) => !entryOf(operation)).map(name)).toEqual([]);
      const misplaced = operations.filter(
        (operation) =>
          handlerOf(handlers, operation)?.info.path !== `*${operation.pattern ?? operation.path}`,
      );
      expect(misplaced.map(name)).toEqual([]);
    });

    it("takes each operation's valid body, and its query as parameters with examples", () => {
      const refused = operations.flatMap((operation) => {
        const entry = entryOf(operation);
        const errors = entry ? sampleErrors(operation, entry, document) : ['not in the document'];
        return errors.map((error) => `${name(operation)} ${error}`);
      });
      expect(refused).toEqual([]);
    });

    it("asks for a bearer on a customer's operations only", () => {
      const wrong = operations.filter(
        (operation) => (operation.auth === 'customer') !== Boolean(entryOf(operation)?.security),
      );
      expect(wrong.map(name)).toEqual([]);
    });
  });
}
