import type { RequestHandler } from 'express';
import { readRuntimeConfig, type RuntimeConfigFile } from './runtime-config';

/** What every answer of both gateways carries (shell/nginx/*.conf send the same). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** An API answer is data: nothing in it may load, run or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

// The visitor's country for the default shipping address (shared/src/api/country.api.ts).
export const IP_LOCATION_ORIGIN = 'https://ipapi.co';

// The storefront's one inline style: the stylesheet react-toastify puts in a <style> element
// (checked against the library by __tests__/csp-needs.test.tsx).
export const TOAST_STYLE_HASH = "'sha256-wBAOjWqzlHdwhuIyV//yRl4v0VNTHc3TOqbIfNXoA7k='";

/** Tokens and the customer's data are never kept by a browser or proxy cache. */
export function isPrivateApiPath(path: string): boolean {
  return /^\/api\/(?:Authentication|Account|account)(?:\/|$)/.test(path);
}

/**
 * The other origins the storefront loads from when /config.json moves a remote (its manifest,
 * scripts, styles, fonts, images) or the API (its JSON and product images) off this origin.
 */
export function configOrigins(config: RuntimeConfigFile): string[] {
  const origins = new Set<string>();
  for (const address of [config.apiBase, ...Object.values(config.remotes ?? {})]) {
    if (typeof address !== 'string' || !URL.canParse(address)) continue;
    const { protocol, origin } = new URL(address);
    if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
  }
  return [...origins].sort();
}

/**
 * The storefront's policy: scripts, styles and fonts only from its own origin (and where
 * /config.json put a remote or the API), no inline script or eval, no inline style but
 * react-toastify's, images also as data: URLs (the gallery's and avatars' SVGs), and no framing
 * by anyone. shell/nginx/shell.conf and remote.conf send the same (__tests__/nginx-headers).
 */
export function storefrontCsp(origins: readonly string[] = []): string {
  const own = ["'self'", ...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${own}`,
    `style-src ${own} ${TOAST_STYLE_HASH}`,
    `font-src ${own}`,
    `img-src ${own} data:`,
    `connect-src ${own} ${IP_LOCATION_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
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

/**
 * The storefront's Content-Security-Policy on every answer outside /api. It names the origins
 * /config.json moves remotes or the API to, so it follows that file like /config.json does, read
 * at most once a second; an unreadable file leaves the same-origin policy.
 */
export function storefrontPolicy(configFile: string, env: NodeJS.ProcessEnv): RequestHandler {
  let cached: { at: number; policy: Promise<string> } | undefined;
  return (_req, res, next) => {
    if (!cached || Date.now() - cached.at > 1000) {
      const policy = readRuntimeConfig(configFile, env).then(
        (config) => storefrontCsp(configOrigins(config)),
        () => storefrontCsp(),
      );
      cached = { at: Date.now(), policy };
    }
    void cached.policy.then((policy) => {
      res.set('Content-Security-Policy', policy);
      next();
    });
  };
}
