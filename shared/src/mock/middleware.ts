import type { RequestHandler } from 'express';
import type { HttpHandler } from 'msw';
import { createMiddleware } from '@mswjs/http-middleware';

/** Serves MSW handlers over real HTTP (dev servers, the composed gateway, the mock-api image). */
export function mockMiddleware(handlers: readonly HttpHandler[]): RequestHandler {
  return createMiddleware(...handlers) as RequestHandler;
}
