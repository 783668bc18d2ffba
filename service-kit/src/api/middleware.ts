import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { HttpHandler } from 'msw';
import { createMiddleware } from '@mswjs/http-middleware';
import { crossSiteGuard } from './cross-site';
import { CLIENT_IP_HEADER } from './rate-limit';

/**
 * Who sent the request, for the per-client rate limits: the socket's address, which a client
 * cannot forge. Behind a proxy (nginx in front of the mock-api container) every socket is the
 * proxy's, so MOCK_TRUST_CLIENT_IP=1 takes the proxy's `X-Client-IP` header instead: the proxy
 * must set it (overwriting what the client sent), e.g. `proxy_set_header X-Client-IP $remote_addr`.
 */
function clientAddress(req: IncomingMessage): string {
  const sent = req.headers[CLIENT_IP_HEADER];
  if (process.env.MOCK_TRUST_CLIENT_IP === '1' && typeof sent === 'string' && sent.trim()) {
    return sent.trim().slice(0, 100);
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * Serves MSW handlers over real HTTP (dev servers, the composed gateway, the mock-api image).
 * Every request is first checked against cross-site use (see crossSiteRefusal) and carries its
 * client's address in the X-Client-IP header, whatever the client sent there.
 */
export function mockMiddleware(handlers: readonly HttpHandler[]): RequestHandler {
  const serve = createMiddleware(crossSiteGuard, ...handlers) as RequestHandler;
  return (req, res, next) => {
    req.headers[CLIENT_IP_HEADER] = clientAddress(req);
    return serve(req, res, next);
  };
}
