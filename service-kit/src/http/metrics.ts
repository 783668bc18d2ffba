import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AreaData } from '../db/area-data';

/**
 * The path a request is counted under: the API's first three segments (`/api/shop/orders`), so
 * ids, slugs and tokens never become labels of their own.
 */
export function routeLabel(path: string): string {
  if (!path.startsWith('/api/')) return path === '/healthz' || path === '/readyz' ? path : 'other';
  return path.split('/').slice(0, 4).join('/');
}

/** The service's Prometheus registry: request rate, latency and errors, and its database pool. */
export function createMetrics(area: string, data?: AreaData) {
  const registry = new Registry();
  registry.setDefaultLabels({ service: area });
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  if (data) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections of the service, by state.',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        const stats = (await data.connectionStats()) ?? { total: 0, idle: 0, waiting: 0 };
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  const measure: RequestHandler = (req, res, next) => {
    const stop = duration.startTimer();
    res.on('finish', () => {
      const route = routeLabel(req.path);
      stop({ method: req.method, route });
      requests.inc({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
  return { registry, measure };
}
