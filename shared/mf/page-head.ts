import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// What index.html carries inline instead of asking for it. On a phone's first visit every file
// the page names before main.js shares the link (and one of the browser's six connections to the
// origin) with main.js itself: the preloader's stylesheet and the icon were two such requests,
// for 1 kB each.

const PRELOADER_CSS = path.join(__dirname, 'preloader.css');
const FAVICON_SVG = path.resolve(__dirname, '../public/favicon.svg');

/** preloader.css as index.html's <style> holds it: comments out, whitespace collapsed. */
export function preloaderStyle(css = readFileSync(PRELOADER_CSS, 'utf8')): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/** The Content-Security-Policy source that lets that <style> apply (its text's hash). */
export function preloaderStyleHash(style = preloaderStyle()): string {
  return `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
}

/** The storefront's icon as a data: URL (the policy's img-src allows data:). */
export function faviconDataUrl(svg = readFileSync(FAVICON_SVG, 'utf8')): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}
