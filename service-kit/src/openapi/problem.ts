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

/**
 * The error answers an operation refers to, by their key in `components.responses`, with the
 * status each is given under. A service's kit answers any request with most of them (a body too
 * large, a rate limit, a path that does not decode), so every operation lists them all.
 */
export const PROBLEM_RESPONSES = {
  BadRequest: problemResponse(
    'A path, query or body that does not decode, or that its schema refuses: errors by field.',
  ),
  Unauthorized: problemResponse(
    'No customer signed in (a missing, unknown or expired bearer), or credentials refused.',
  ),
  Forbidden: problemResponse('A change sent from another site (its Origin).'),
  NotFound: problemResponse('Nothing at that path, or by that id or slug.'),
  Conflict: problemResponse('Clashes with what is kept: an account that exists already.'),
  ContentTooLarge: problemResponse('A body over the size limit.'),
  UnsupportedMediaType: problemResponse('A body that is not application/json.'),
  UnprocessableContent: problemResponse('Well-formed, but not what can be done (an order).'),
  TooManyRequests: problemResponse('Over a rate limit: Retry-After says when to try again.'),
  ServerError: problemResponse('The service failed on the request, or is unavailable.'),
};

export type ProblemResponse = keyof typeof PROBLEM_RESPONSES;

/** The status (or range) each error answer is listed under in an operation's `responses`. */
export const PROBLEM_STATUSES: Readonly<Record<ProblemResponse, string>> = {
  BadRequest: '400',
  Unauthorized: '401',
  Forbidden: '403',
  NotFound: '404',
  Conflict: '409',
  ContentTooLarge: '413',
  UnsupportedMediaType: '415',
  UnprocessableContent: '422',
  TooManyRequests: '429',
  ServerError: '5XX',
};

export function problemComponent(): JsonSchema {
  return inputJsonSchema(problemSchema, {});
}
