import { z } from 'zod';
import { inputJsonSchema, SCHEMAS_REF, type JsonSchema } from './json-schema';

/** The spec's error payload, which every 4xx and 5xx of a service carries (shared's problemPayload). */
const problemSchema = z.object({
  status: z.number().int().min(400).max(599),
  title: z.string(),
  detail: z.string(),
  /** Messages by field: a body's path (`items.0.quantity`) or a query parameter. */
  errors: z.record(z.string(), z.array(z.string())),
});

const problemResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `${SCHEMAS_REF}Problem` } } },
});

/** The error answers an operation refers to, by their key in `components.responses`. */
export const PROBLEM_RESPONSES = {
  BadRequest: problemResponse('The body or query is not what the endpoint takes: errors by field.'),
  Unauthorized: problemResponse('No customer signed in: a missing, unknown or expired bearer.'),
  ClientError: problemResponse('Refused: not found, a conflict, too large, too many requests.'),
  ServerError: problemResponse('The service failed on the request, or is unavailable.'),
};

export type ProblemResponse = keyof typeof PROBLEM_RESPONSES;

export function problemComponent(): JsonSchema {
  return inputJsonSchema(problemSchema, {});
}
