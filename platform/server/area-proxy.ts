import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { problemPayload } from '@autoparts/service-kit';
import { REQUEST_ID_HEADER } from '@autoparts/service-kit/http';

/**
 * An area whose service runs elsewhere (`<AREA>_API_URL`): its requests go there as they came,
 * with the visitor's address added to X-Forwarded-For (`xfwd`; the service believes it when this
 * gateway's address is in its TRUSTED_PROXIES, by default on the same host only) and the request
 * id. A service that does not answer is a 503.
 */
export function areaProxy(area: string, target: string): RequestHandler {
  return createProxyMiddleware({
    target,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: 30_000,
    on: {
      proxyReq: (proxyReq, req) => {
        const id = req.headers[REQUEST_ID_HEADER];
        if (typeof id === 'string') proxyReq.setHeader(REQUEST_ID_HEADER, id);
      },
      error: (error, _req, res) => {
        console.error(`[gateway] the ${area} service did not answer:`, String(error));
        if (!('writeHead' in res) || res.headersSent) return void res.end();
        const body = JSON.stringify(
          problemPayload(
            503,
            'Service Unavailable',
            `The ${area} service is not answering. Try again shortly.`,
          ),
        );
        res.writeHead(503, {
          'Content-Type': 'application/json; charset=utf-8',
          'Retry-After': '5',
        });
        res.end(body);
      },
    },
  });
}
