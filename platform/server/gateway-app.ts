import { existsSync } from 'node:fs';
import path from 'node:path';
import express, {
  type ErrorRequestHandler,
  type Express,
  type RequestHandler,
  type Response,
} from 'express';
import compression from 'compression';
import {
  createApiRouter,
  isDecodable,
  securityHeaders,
  type ApiRouterOptions,
} from '@autoparts/service-kit';
import { VERSION_PATTERN } from '@autoparts/shared/release';
import { apiDocuments } from './api-documents';
import { routeToOwners } from './api-owners';
import { areaNames, areaSitemapPages } from './areas';
import { crawlerFiles } from './crawler-files';
import { releaseStoreFor } from './release-store';
import { readRuntimeConfig } from './runtime-config';
import { storefrontPolicy } from './security-headers';
import { IMMUTABLE, looksLikeFile, REVALIDATE, staticFiles } from './static-files';

export interface GatewayOptions {
  /** The repository root: shell/dist and mf-<name>/dist are read from here. */
  root: string;
  env?: NodeJS.ProcessEnv;
  /**
   * The areas' services, each answering the API paths it owns (createAreaServices), and what
   * answers the rest of /api: a 404 in the error payload, unless a test gives handlers of its own.
   */
  api: { services?: Readonly<Record<string, RequestHandler>> } & Partial<ApiRouterOptions>;
}

// A remote moved to its own origin by /config.json still has its manifest fetched by the page.
const REMOTE_HEADERS = { 'Access-Control-Allow-Origin': '*' };

function notFound(res: Response): void {
  res.status(404).type('text/plain').send('Not Found');
}

const serverError: ErrorRequestHandler = (error, req, res, _next) => {
  console.error(`[gateway] ${req.method} ${req.originalUrl} failed`, error);
  if (res.headersSent) return res.end();
  res.status(500).type('text/plain').send('Internal Server Error');
};

// `/<name>/<version>/...` under /remotes: a published build, which never changes.
const VERSIONED_FILE = new RegExp(`^/([a-z][a-z0-9]*)/(${VERSION_PATTERN.source.slice(1, -1)})/`);

/**
 * The composed storefront on one origin: the shell at /, each remote under /remotes/<name>/ (its
 * latest build) and /remotes/<name>/<version>/ (every published one), every mock slice under
 * /api with each area's OpenAPI document at /api/<area>/openapi.json, and /config.json: the
 * release pointer once something was released (see release-store.ts), else the shell's built
 * one, with the deployment's overrides.
 */
export function createGateway({ root, env = process.env, api }: GatewayOptions): Express {
  const shellDist = path.join(root, 'shell', 'dist');
  const indexHtml = path.join(shellDist, 'index.html');
  const builtConfig = path.join(shellDist, 'config.json');
  const releases = releaseStoreFor(root, env);
  // Looked up per request: the first release creates the pointer while the gateway runs.
  const configFile = () => (existsSync(releases.pointerFile) ? releases.pointerFile : builtConfig);
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders);
  app.use(compression());
  app.use(apiDocuments(api.services ?? {}));
  app.use(routeToOwners(api.services ?? {}));
  app.use(createApiRouter({ handlers: [], ...api }));
  app.use(storefrontPolicy(configFile, env));

  const sendApp = (res: Response) =>
    res.sendFile(indexHtml, { headers: { 'Cache-Control': REVALIDATE }, cacheControl: false });

  // No file has an undecodable name; a page address like that gets the app, which shows its 404.
  app.use((req, res, next) => {
    if (isDecodable(req.path)) return next();
    if (looksLikeFile(req.path) || req.path.startsWith('/remotes/')) return notFound(res);
    sendApp(res);
  });

  app.get('/config.json', (_req, res, next) => {
    readRuntimeConfig(configFile, env)
      .then((config) => res.set('Cache-Control', REVALIDATE).json(config))
      .catch(next);
  });

  const publishedFiles = staticFiles(releases.dir, {
    ...REMOTE_HEADERS,
    'Cache-Control': IMMUTABLE,
  });
  app.use('/remotes', (req, res, next) => {
    const match = VERSIONED_FILE.exec(req.path);
    if (!match || !areaNames.includes(match[1]!)) return next();
    publishedFiles(req, res, () => notFound(res));
  });
  for (const name of areaNames) {
    app.use(`/remotes/${name}`, staticFiles(path.join(root, `mf-${name}`, 'dist'), REMOTE_HEADERS));
  }
  app.use('/remotes', (_req, res) => notFound(res));

  app.use(crawlerFiles(areaSitemapPages));
  app.use(staticFiles(shellDist));
  // Page routes get the app; a missing script or image is a real 404, never index.html, so a
  // stale chunk fails loudly instead of being parsed as HTML.
  app.get('*', (req, res) => {
    if (looksLikeFile(req.path)) return notFound(res);
    sendApp(res);
  });
  app.use((_req, res) => notFound(res));
  app.use(serverError);
  return app;
}
