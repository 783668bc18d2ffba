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

/** Sign-in and the account area: tokens, the profile, the address book. */
const ACCOUNT_PATH = /^\/api\/(?:Authentication|Account|account)(?:\/|$)/;

/**
 * A customer's orders (addresses, order tokens) and garage, refusals included. The slices'
 * handlers (`apiPath`: `*\/api/...`) match in any letter case and after any prefix, so these
 * paths do too: whatever reaches those handlers is private.
 */
const CUSTOMER_DATA_PATH = /\/api\/(?:shop\/orders|vehicle\/garage)(?:\/|$)/i;

/** Tokens and the customer's data are never kept by a browser or proxy cache. */
export function isPrivateApiPath(path: string): boolean {
  return ACCOUNT_PATH.test(path) || CUSTOMER_DATA_PATH.test(path);
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
