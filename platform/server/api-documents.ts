import type { RequestHandler } from 'express';

/** `/api/<area>/openapi.json`: where the gateway publishes an area's OpenAPI document. */
export const apiDocumentPath = (area: string) => `/api/${area}/openapi.json`;

const DOCUMENT_PATH = /^\/api\/([a-z]+)\/openapi\.json$/;

/**
 * `GET /api/<area>/openapi.json`: the document the area's service publishes at its own
 * `/openapi.json` (in this process or behind its proxy), so a tool outside (the robustness
 * fuzz, a client generator) reads what the running service answers. Nothing else of a service
 * outside /api (its metrics, its health, its internal routes) is reachable this way.
 */
export function apiDocuments(services: Readonly<Record<string, RequestHandler>>): RequestHandler {
  return (req, res, next) => {
    const area = DOCUMENT_PATH.exec(req.path)?.[1];
    const service = area && Object.hasOwn(services, area) ? services[area] : undefined;
    if (!service || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    req.url = '/openapi.json';
    service(req, res, next);
  };
}
