import type { Request, RequestHandler } from 'express';
import { matchRequestUrl, type HttpHandler } from 'msw';
import { HttpProblem } from './http-problem';

/**
 * The methods the slices answer at a URL, whatever the method asked. Handlers for every method
 * (`http.all`, such as the cross-site guard) say nothing about which paths exist.
 */
export function allowedMethods(handlers: readonly HttpHandler[], url: URL): string[] {
  const methods = new Set<string>();
  for (const { info } of handlers) {
    if (typeof info.method !== 'string' || typeof info.path === 'function') continue;
    if (matchRequestUrl(url, info.path, url.origin).matches) methods.add(info.method);
  }
  // HEAD is GET without the body (RFC 9110 9.3.2): wherever a slice answers GET.
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

// Matching every handler costs about a millisecond; the same paths come back again and again.
const CACHE_SIZE = 2000;

function requestUrl(req: Request): URL {
  return new URL(req.url, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
}

/**
 * A method the slices do not answer at a path they serve is a 405 with `Allow`, before any slice
 * sees it: TRACE too, which a fetch Request cannot even
 * carry. What is not an endpoint at all goes on to the slices and then `invalidEndpoint`.
 */
export function methodNotAllowed(handlers: readonly HttpHandler[]): RequestHandler {
  const cache = new Map<string, string[]>();
  return (req, _res, next) => {
    const url = requestUrl(req);
    let allow = cache.get(url.pathname);
    if (!allow) {
      if (cache.size >= CACHE_SIZE) cache.clear();
      allow = allowedMethods(handlers, url);
      cache.set(url.pathname, allow);
    }
    if (allow.length === 0 || allow.includes(req.method)) return next();
    const list = allow.join(', ');
    next(
      new HttpProblem(
        405,
        'Method Not Allowed',
        `${req.baseUrl}${req.path} answers ${list}, not ${req.method}.`,
        { Allow: list },
      ),
    );
  };
}

/** What no slice answered. */
export const invalidEndpoint: RequestHandler = (req, _res, next) => {
  next(
    new HttpProblem(
      404,
      'Invalid endpoint',
      `${req.method} ${req.baseUrl}${req.path} is not an endpoint of this API.`,
    ),
  );
};
