import type { z } from 'zod';

/**
 * One endpoint of a slice, described for the tools that call every endpoint without knowing it
 * (the robustness suite's generated fuzz): a concrete request it answers and the zod schemas its
 * handler checks the body and query with. Each slice declares one or more per handler, and a test
 * (platform/server/__tests__/api-operations.test.ts) keeps the list in step with the handlers.
 */
export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * A concrete path the handler answers, e.g. `/api/shop/products/1`. Paths naming data should
   * name the seeded customer's (shared's SEEDED_CUSTOMER_ID), whom the fuzz signs in as.
   */
  path: string;
  /**
   * The handler's path when it has parameters, as its MSW path spells them under /api
   * (`/api/shop/orders/:id` for `apiPath('/shop/orders/:id')`); `path` is one request it answers.
   * Tools that describe the endpoint (the service's OpenAPI document) need it; without it the
   * path has no parameters.
   */
  pattern?: string;
  /** The handler's body schema, and a body it accepts: the fuzz changes one part of it at a time. */
  body?: { schema: z.ZodType; valid: unknown };
  /** The handler's query schema, and parameters it accepts (none unless given). */
  query?: { schema: z.ZodType; valid?: Record<string, string> };
  /**
   * 'customer': only a signed-in customer gets past the handler's first check (a 401 otherwise),
   * so the fuzz sends the seeded customer's bearer. Default 'none': a guest's request.
   */
  auth?: 'customer' | 'none';
}
