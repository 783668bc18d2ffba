import type { RequestHandler } from 'express';

/** What every answer of both gateways carries (shell/nginx/*.conf send the same). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** An API answer is data: nothing in it may load, run or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Tokens and the customer's data are never kept by a browser or proxy cache. */
export function isPrivateApiPath(path: string): boolean {
  return /^\/api\/(?:Authentication|Account|account)(?:\/|$)/.test(path);
}

/** The common headers on every answer. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set(SECURITY_HEADERS);
  next();
};

/** An API answer: the data-only policy, and no-store on the private ones. */
export const apiSecurityHeaders: RequestHandler = (req, res, next) => {
  res.set('Content-Security-Policy', API_CSP);
  if (isPrivateApiPath(req.path)) res.set('Cache-Control', 'no-store');
  next();
};
