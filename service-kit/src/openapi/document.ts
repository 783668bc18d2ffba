import type { ApiOperation } from '../api';
import { inputJsonSchema, type JsonSchema } from './json-schema';
import { pathTemplate, type PathTemplate } from './path-template';
import {
  PROBLEM_RESPONSES,
  PROBLEM_STATUSES,
  problemComponent,
  type ProblemResponse,
} from './problem';

type Method = Lowercase<ApiOperation['method']>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  example?: unknown;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: {
    required: true;
    content: { 'application/json': { schema: JsonSchema; example: unknown } };
  };
  responses: Record<string, { description: string } | { $ref: string }>;
  security?: Record<string, string[]>[];
}

/** An OpenAPI 3.1 document, as plain JSON. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string };
  paths: Record<string, Partial<Record<Method, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: typeof PROBLEM_RESPONSES;
    securitySchemes: { bearer: { type: 'http'; scheme: 'bearer' } };
  };
}

export interface OpenApiInput {
  area: string;
  version: string;
  operations: readonly ApiOperation[];
}

/**
 * What any operation may be answered: a success (its body not described here), or one of the
 * kit's error answers, each in the spec's error payload. A tool calling every endpoint (the
 * robustness fuzz) takes any status listed below 500 as an answer, and no other.
 */
const RESPONSES: OpenApiOperation['responses'] = {
  '2XX': { description: 'Answered; the body is not described here.' },
  ...Object.fromEntries(
    (Object.keys(PROBLEM_STATUSES) as ProblemResponse[]).map((name) => [
      PROBLEM_STATUSES[name],
      { $ref: `#/components/responses/${name}` },
    ]),
  ),
};

/** A query value as its schema's type (`'16'` as 16 for an integer), when that loses nothing. */
function typedExample(schema: JsonSchema, text: string): unknown {
  const types = [schema.type ?? []].flat();
  if (types.includes('string')) return text;
  const number = Number(text);
  if ((types.includes('integer') || types.includes('number')) && String(number) === text) {
    return number;
  }
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** One parameter per property of the query schema's object (a handler reads no others). */
function queryParameters(
  { schema, valid = {} }: NonNullable<ApiOperation['query']>,
  components: Record<string, JsonSchema>,
): OpenApiParameter[] {
  const json = inputJsonSchema(schema, components);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const propertySchema = typeof property === 'boolean' ? {} : property;
    const example = valid[name];
    return {
      name,
      in: 'query',
      required: required.has(name),
      schema: propertySchema,
      ...(example === undefined ? {} : { example: typedExample(propertySchema, example) }),
    };
  });
}

function describeOperation(
  operation: ApiOperation,
  path: PathTemplate,
  components: Record<string, JsonSchema>,
): OpenApiOperation {
  const { body, query, auth } = operation;
  const parameters: OpenApiParameter[] = [
    ...path.parameters.map(({ name, example }) => ({
      name,
      in: 'path' as const,
      required: true,
      schema: { type: 'string' as const },
      example,
    })),
    ...(query ? queryParameters(query, components) : []),
  ];
  const customer = auth === 'customer';
  return {
    ...(parameters.length ? { parameters } : {}),
    ...(body && {
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: inputJsonSchema(body.schema, components),
            example: body.valid,
          },
        },
      },
    }),
    responses: { ...RESPONSES },
    ...(customer ? { security: [{ bearer: [] }] } : {}),
  };
}

/**
 * The OpenAPI 3.1 document of one area's service, from its operations (ApiOperation): a path
 * template per handler path, request bodies and query parameters as the JSON Schema of what the
 * handler's zod schemas take, each with the operation's valid sample as its example, and a
 * bearer on a customer's operations. Operations that share a path and method (two samples of one
 * endpoint) are one entry, the first one's samples kept.
 */
export function openApiDocument({ area, version, operations }: OpenApiInput): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = { Problem: problemComponent() };
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const path = pathTemplate(operation);
    const item = (paths[path.template] ??= {});
    const method = operation.method.toLowerCase() as Method;
    item[method] ??= describeOperation(operation, path, schemas);
  }
  return {
    openapi: '3.1.0',
    info: { title: `Autoparts ${area} service`, version },
    paths,
    components: {
      schemas,
      responses: PROBLEM_RESPONSES,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
