// The OpenAPI document a service publishes at /openapi.json, from its operations' zod schemas.
export {
  openApiDocument,
  type OpenApiDocument,
  type OpenApiInput,
  type OpenApiOperation,
  type OpenApiParameter,
} from './document';
export { pathTemplate, type PathTemplate } from './path-template';
export type { JsonSchema } from './json-schema';
export { resolveRef, schemaErrors, type TextReading } from './schema-errors';
