import type { RequestHandler } from 'express';
import { readRuntimeConfig, type RuntimeConfigFile } from './runtime-config';

// The visitor's country for the default shipping address (shared/src/api/country.api.ts).
export const IP_LOCATION_ORIGIN = 'https://ipapi.co';

// The storefront's two inline styles, allowed by their hashes (both checked against their source
// by __tests__/csp-needs.test.tsx): the stylesheet react-toastify puts in a <style> element, and
// index.html's preloader style (shared/mf/page-head.ts; inline, it is no request of its own
// beside main.js on a phone's first visit).
export const TOAST_STYLE_HASH = "'sha256-wBAOjWqzlHdwhuIyV//yRl4v0VNTHc3TOqbIfNXoA7k='";
export const PRELOADER_STYLE_HASH = "'sha256-f5pJKTTuVNyHX4ylxG+c6VrNPR0YxZCdlbCMjVGd4Y0='";

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
 * react-toastify's and the preloader's, images also as data: URLs (the gallery's and avatars'
 * SVGs, the page's icon), and no framing by anyone. shell/nginx/shell.conf and remote.conf send the same (__tests__/nginx-headers).
 */
export function storefrontCsp(origins: readonly string[] = []): string {
  const own = ["'self'", ...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${own}`,
    `style-src ${own} ${TOAST_STYLE_HASH} ${PRELOADER_STYLE_HASH}`,
    `font-src ${own}`,
    `img-src ${own} data:`,
    `connect-src ${own} ${IP_LOCATION_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The storefront's Content-Security-Policy on every answer outside /api. It names the origins
 * /config.json moves remotes or the API to, so it follows that file like /config.json does, read
 * at most once a second; an unreadable file leaves the same-origin policy.
 */
export function storefrontPolicy(
  configFile: string | (() => string),
  env: NodeJS.ProcessEnv,
): RequestHandler {
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
