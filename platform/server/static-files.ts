import { stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';
import Negotiator from 'negotiator';

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

/** What the build compresses ahead (shared/mf/webpack-config.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
const ENCODINGS = PRECOMPRESSED.map(({ encoding }) => encoding);
const PRECOMPRESSED_TYPES = /\.(?:js|css)$/;

/**
 * Scripts and styles as the build compressed them (brotli 11 or gzip 9), for a browser that takes
 * one; anything else, or a file without a compressed copy, is left to the next handler (and
 * compressed on the fly, at lower settings).
 */
function precompressedFiles(dir: string, setHeaders: (res: Response, file: string) => void) {
  const root = path.resolve(dir);
  const handler: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !PRECOMPRESSED_TYPES.test(req.path)) {
      return next();
    }
    let file: string;
    try {
      file = path.join(root, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    // express.static refuses paths outside its folder; so does this, before touching the disk.
    if (!file.startsWith(root + path.sep)) return next();
    // What the browser takes, by its weights; ours (brotli first) where they are equal.
    const accepted = new Negotiator(req)
      .encodings(ENCODINGS, { preferred: ENCODINGS })
      .flatMap((name) => PRECOMPRESSED.filter(({ encoding }) => encoding === name));
    void firstCopy(file, accepted).then((copy) => {
      if (!copy) return next();
      res.vary('Accept-Encoding');
      res.setHeader('Content-Encoding', copy.encoding);
      res.type(path.extname(file));
      setHeaders(res, file);
      res.sendFile(file + copy.suffix, { cacheControl: false }, (error) => {
        if (!error || res.headersSent) return;
        // Gone since it was found: the file itself, compressed on the fly, instead.
        res.removeHeader('Content-Encoding');
        next();
      });
    }, next);
  };
  return handler;
}

type Copy = (typeof PRECOMPRESSED)[number];

async function firstCopy(file: string, copies: readonly Copy[]): Promise<Copy | undefined> {
  for (const copy of copies) {
    const found = await stat(file + copy.suffix).then(
      (stats) => stats.isFile(),
      () => false,
    );
    if (found) return copy;
  }
  return undefined;
}

export function staticFiles(dir: string, headers: Record<string, string> = {}): RequestHandler {
  const setHeaders = (res: Response, file: string) => {
    res.setHeader('Cache-Control', cacheControlFor(file));
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };
  const precompressed = precompressedFiles(dir, setHeaders);
  const files = express.static(dir, { index: false, cacheControl: false, setHeaders });
  return (req, res, next) => precompressed(req, res, () => files(req, res, next));
}
