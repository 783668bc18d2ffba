import express, { type ErrorRequestHandler, type Request, type Router } from 'express';
import { mockMiddleware } from '@autoparts/shared/mock';
import type { ApiErrorPayload } from '@autoparts/shared';
import { areaSlices } from './areas';
import { isDecodable } from './url-encoding';

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function undecodablePath(req: Request): ApiErrorPayload {
  return {
    status: 400,
    title: 'The address is not valid',
    detail: `${req.path} has broken percent-encoding (a % not followed by a UTF-8 sequence).`,
    errors: {},
  };
}

function invalidEndpoint(req: Request): ApiErrorPayload {
  return {
    status: 404,
    title: 'Invalid endpoint',
    detail: `${req.method} ${req.baseUrl}${req.path} is not an endpoint of this API.`,
    errors: {},
  };
}

// A handler that throws still answers in the spec's error payload, never Express's HTML page.
const unexpectedError: ErrorRequestHandler = (error, req, res, _next) => {
  console.error(`[mock-api] ${req.method} ${req.originalUrl} failed`, error);
  if (res.headersSent) return res.end();
  const payload: ApiErrorPayload = {
    status: 500,
    title: 'Internal Server Error',
    detail: 'The development backend failed on this request.',
    errors: {},
  };
  res.status(500).json(payload);
};

/**
 * Every area's mock slice under /api, as the gateway and the mock-api container both serve it.
 * The MSW middleware matches on the full URL (its handlers are `*\/api/...`), so it is filtered by
 * path here rather than mounted under '/api', which would strip the prefix.
 */
export function createApiRouter(): Router {
  const mock = mockMiddleware(Object.values(areaSlices).flat());
  const router = express.Router();
  router.use((req, res, next) => {
    if (!isApiPath(req.path)) return next();
    if (!isDecodable(req.path)) return res.status(400).json(undecodablePath(req));
    mock(req, res, next);
  });
  router.use('/api', (req, res) => {
    res.status(404).json(invalidEndpoint(req));
  });
  router.use('/api', unexpectedError);
  return router;
}
