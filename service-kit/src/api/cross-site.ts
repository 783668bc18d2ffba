import { http } from 'msw';
import { apiPath } from './api-path';
import { problem } from './problem';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isJson(contentType: string | null): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  return request.headers.has('transfer-encoding') || (length !== null && length.trim() !== '0');
}

/**
 * The request's own origin: the scheme and Host it reached the server with. Behind a proxy that
 * ends TLS, the scheme the proxy saw (X-Forwarded-Proto) counts too.
 */
function isOwnOrigin(origin: string, request: Request): boolean {
  let sent: URL;
  try {
    sent = new URL(origin);
  } catch {
    return false; // `null` (a sandboxed frame, a file) or garbage
  }
  const own = new URL(request.url);
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const schemes = [own.protocol, ...(forwarded ? [`${forwarded}:`] : [])];
  return sent.host === own.host && schemes.includes(sent.protocol) && origin === sent.origin;
}

/**
 * Refuses what another site could make a visitor's browser send (a form post, a `no-cors`
 * fetch): a POST, PUT, PATCH or DELETE whose `Origin` is another site's (403), or that carries a
 * body that is not `Content-Type: application/json` (415; a "simple" cross-site request cannot
 * have that type). A DELETE without a body needs no type: a browser preflights it. Null when the
 * request may go on.
 */
export function crossSiteRefusal(request: Request): Response | null {
  if (!UNSAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.get('origin');
  if (origin !== null && !isOwnOrigin(origin, request)) {
    return problem(
      403,
      'Cross-site request refused',
      `A ${request.method} to this API must come from its own site, not from ${origin}.`,
    );
  }
  const needsJson = request.method !== 'DELETE' || hasBody(request);
  if (needsJson && !isJson(request.headers.get('content-type'))) {
    return problem(
      415,
      'Unsupported Media Type',
      'Send the body as JSON, with the header Content-Type: application/json.',
    );
  }
  return null;
}

/** An MSW handler answering the refusals, put before every slice's handlers by mockMiddleware. */
export const crossSiteGuard = http.all(
  apiPath('*'),
  ({ request }) => crossSiteRefusal(request) ?? undefined,
);
