import express, { type RequestHandler, type Router } from 'express';
import type { HttpHandler } from 'msw';
import { mockMiddleware } from '../middleware';
import { invalidEndpoint, methodNotAllowed } from './allowed-methods';
import { apiSecurityHeaders, securityHeaders } from './api-headers';
import { API_BODY_LIMITS, readBody, type BodyLimits } from './body-limit';
import { problemErrors } from './http-problem';
import { checkPathEncoding, checkRequestTarget } from './request-target';

// Methods a fetch Request refuses to carry (`new Request` throws): no slice can answer them.
const UNSERVABLE_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Express 4 does not catch a promise rejected by a middleware: the rejection is unhandled and
 * Node exits. The MSW bridge is async, so whatever it throws goes to the error handlers here.
 */
function catchRejections(middleware: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const result: unknown = middleware(req, res, next);
    if (result instanceof Promise) result.catch(next);
  };
}

/**
 * The slices answer GET; HEAD is the same request without the body, which Node drops by itself
 * from an answer to a HEAD request.
 */
const headAsGet: RequestHandler = (req, _res, next) => {
  if (req.method === 'HEAD') req.method = 'GET';
  next();
};

export interface ApiRouterOptions {
  /** The slices served: one area's on its dev server, every area's on the gateway. */
  handlers: readonly HttpHandler[];
  bodyLimits?: BodyLimits;
}

/**
 * Mock slices under /api, as the gateway, the mock-api container and every dev server serve them. A request reaches the slices only once its Host, target, method and body are
 * known to be servable; what no slice answers is a 405 or 404, what fails a 500, each in the
 * spec's error payload. The MSW middleware matches on the full URL (its handlers are
 * `*\/api/...`), so it is filtered by path here rather than mounted under '/api', which would
 * strip the prefix.
 */
export function createApiRouter({
  handlers,
  bodyLimits = API_BODY_LIMITS,
}: ApiRouterOptions): Router {
  const mock = catchRejections(mockMiddleware(handlers));
  const api = express.Router();
  api.use(
    apiSecurityHeaders,
    checkPathEncoding,
    readBody(bodyLimits),
    methodNotAllowed(handlers),
    headAsGet,
  );
  api.use((req, res, next) => (UNSERVABLE_METHODS.has(req.method) ? next() : mock(req, res, next)));
  api.use(invalidEndpoint, problemErrors);

  const router = express.Router();
  router.use(securityHeaders, checkRequestTarget);
  router.use((req, res, next) => (isApiPath(req.path) ? api(req, res, next) : next()));
  router.use(problemErrors);
  return router;
}
