import express, { type Express, type Router } from 'express';
import type { HttpHandler } from 'msw';
import type { Logger } from 'pino';
import { createApiRouter, type ApiOperation, type BodyLimits } from '../api';
import type { AreaData } from '../db/area-data';
import { openApiDocument } from '../openapi';
import { createMetrics } from './metrics';
import { createLogger, requestLog } from './request-log';

export interface ServiceAppOptions {
  area: string;
  handlers: readonly HttpHandler[];
  /** The area's database (readiness asks it); a service without one is always ready. */
  data?: AreaData;
  /** Routes outside /api for the other services only (the account's session check). */
  internal?: Router;
  logger?: Logger;
  bodyLimits?: BodyLimits;
  /** The area's endpoints (its `operations`): given, the service publishes them at /openapi.json. */
  operations?: readonly ApiOperation[];
  /** The API's version in that document; the areas' packages are all at 0.1.0 so far. */
  version?: string;
}

/** Long enough to spare a tool that reads the document on every call, short enough for a release. */
const OPENAPI_MAX_AGE_SECONDS = 60;

/**
 * One area's service as its own HTTP server: a log line and metrics per request, `/healthz`
 * (the process answers), `/readyz` (its database reachable, every migration applied: 503 until
 * then, so an orchestrator sends it no traffic), `/metrics` (Prometheus), `/openapi.json` (its
 * API described, when given its operations) and its API under /api.
 */
export function createServiceApp(options: ServiceAppOptions): Express {
  const { area, handlers, data, internal } = options;
  const logger = options.logger ?? createLogger(area);
  const metrics = createMetrics(area, data);
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog(logger), metrics.measure);
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok', service: area }));
  app.get('/readyz', (_req, res, next) => {
    (data ? data.readiness() : Promise.resolve({ ready: true, detail: 'no database' })).then(
      ({ ready, detail }) => res.status(ready ? 200 : 503).json({ ready, service: area, detail }),
      next,
    );
  });
  app.get('/metrics', (_req, res, next) => {
    metrics.registry
      .metrics()
      .then((text) => res.type(metrics.registry.contentType).send(text), next);
  });
  if (options.operations) {
    const { operations, version = '0.1.0' } = options;
    // Built once: the operations are fixed for the life of the process.
    const document = openApiDocument({ area, version, operations });
    // Also under the area's own /api prefix, which every gateway routes to this service.
    app.get(['/openapi.json', `/api/${area}/openapi.json`], (_req, res) => {
      res.set('Cache-Control', `public, max-age=${OPENAPI_MAX_AGE_SECONDS}`).json(document);
    });
  }
  if (internal) app.use(internal);
  app.use(createApiRouter({ handlers, bodyLimits: options.bodyLimits }));
  app.use((_req, res) => void res.status(404).type('text/plain').send('Not Found'));
  return app;
}
