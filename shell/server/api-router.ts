import express, { type RequestHandler, type Router } from 'express';
import type { HttpHandler } from 'msw';
import { mockMiddleware } from '@autoparts/shared/mock';
import { invalidEndpoint, methodNotAllowed } from './allowed-methods';
import { areaSlices } from './areas';
import { API_BODY_LIMITS, readBody, type BodyLimits } from './body-limit';
import { problemErrors } from './problem';
import { checkPathEncoding, checkRequestTarget } from './request-target';
import { apiSecurityHeaders, securityHeaders } from './security-headers';

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

export interface ApiRouterOptions {
  /** Every area's slice unless a test passes its own. */
  handlers?: readonly HttpHandler[];
  bodyLimits?: BodyLimits;
}

/**
 * Every area's mock slice under /api, as the gateway, the mock-api container and the shell's dev
 * server serve it. A request reaches the slices only once its Host, target, method and body are
 * known to be servable; what no slice answers is a 405 or 404, what fails a 500, each in the
 * spec's error payload. The MSW middleware matches on the full URL (its handlers are
 * `*\/api/...`), so it is filtered by path here rather than mounted under '/api', which would
 * strip the prefix.
 */
export function createApiRouter({
  handlers = Object.values(areaSlices).flat(),
  bodyLimits = API_BODY_LIMITS,
}: ApiRouterOptions = {}): Router {
  const mock = catchRejections(mockMiddleware(handlers));
  const api = express.Router();
  api.use(apiSecurityHeaders, checkPathEncoding, readBody(bodyLimits), methodNotAllowed(handlers));
  api.use((req, res, next) => (UNSERVABLE_METHODS.has(req.method) ? next() : mock(req, res, next)));
  api.use(invalidEndpoint, problemErrors);

  const router = express.Router();
  router.use(securityHeaders, checkRequestTarget);
  router.use((req, res, next) => (isApiPath(req.path) ? api(req, res, next) : next()));
  router.use(problemErrors);
  return router;
}
