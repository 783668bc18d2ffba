import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { CLIENT_IP_HEADER, problemPayload } from '@autoparts/service-kit';
import { REQUEST_ID_HEADER } from '@autoparts/service-kit/http';

/**
 * An area whose service runs elsewhere (`<AREA>_API_URL`): its requests go there as they came,
 * with the visitor's address in X-Client-IP (for the service's rate limits; whatever the client
 * sent there is overwritten) and the request id. A service that does not answer is a 503.
 */
export function areaProxy(area: string, target: string): RequestHandler {
  return createProxyMiddleware({
    target,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: 30_000,
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.setHeader(CLIENT_IP_HEADER, req.socket.remoteAddress ?? 'unknown');
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
