import path from 'node:path';
import express, { type RequestHandler } from 'express';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

// `name.<8 hex>.ext`: webpack's content-hashed chunks, styles and assets/ files.
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

// What the shell or a remote ships as a file; any other path is a page of the storefront.
const FILE_EXTENSION =
  /\.(?:m?js|css|map|json|txt|html?|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|eot|mp4|webm)$/i;

/**
 * Hashed files never change under their name; everything else (index.html, config.json,
 * remoteEntry.js, mf-manifest.json, main.js, translations) is revalidated on every use so a
 * redeployment shows at once.
 */
export function cacheControlFor(file: string): string {
  return HASHED_FILE.test(path.basename(file)) ? IMMUTABLE : REVALIDATE;
}

export function looksLikeFile(urlPath: string): boolean {
  return FILE_EXTENSION.test(urlPath);
}

export function staticFiles(dir: string, headers: Record<string, string> = {}): RequestHandler {
  return express.static(dir, {
    index: false,
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', cacheControlFor(file));
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    },
  });
}
