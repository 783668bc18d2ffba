import type { RequestHandler } from 'express';
import type { HttpHandler } from 'msw';
import { createMiddleware } from '@mswjs/http-middleware';
import { clientAddress, trustedProxies } from './client-address';
import { crossSiteGuard } from './cross-site';
import { CLIENT_IP_HEADER } from './rate-limit';

/**
 * Serves MSW handlers over real HTTP (dev servers, the composed gateway, the mock-api image).
 * Every request is first checked against cross-site use (see crossSiteRefusal) and carries its
 * client's address (see clientAddress) in the X-Client-IP header, whatever the client sent there.
 * A TRUSTED_PROXIES that cannot be read stops the service here, at its start.
 */
export function mockMiddleware(handlers: readonly HttpHandler[]): RequestHandler {
  trustedProxies();
  const serve = createMiddleware(crossSiteGuard, ...handlers) as RequestHandler;
  return (req, res, next) => {
    req.headers[CLIENT_IP_HEADER] = clientAddress(req);
    return serve(req, res, next);
  };
}
