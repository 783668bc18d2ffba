import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase } from '@autoparts/service-kit/testing';
import { createAreaServices, type AreaServices, type AreaServicesOptions } from '../areas';
import { createHttpServer, type ServerTimeouts } from '../http-server';

/** A repository root in a temporary folder with the given files (paths relative to it). */
export function fakeRoot(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'gateway-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

/** The smallest builds the gateway serves: the shell's page and config, one remote's manifest. */
export const MINIMAL_BUILD = {
  'shell/dist/index.html': '<!doctype html><title>shell</title>',
  'shell/dist/main.js': 'console.log(1);',
  'shell/dist/config.json': JSON.stringify({
    apiBase: '/api',
    remotes: { shop: '/remotes/shop/mf-manifest.json' },
  }),
  'mf-shop/dist/mf-manifest.json': '{}',
};

export interface RunningServer {
  server: Server;
  port: number;
  base: string;
  close(): Promise<void>;
}

/** Serves an app on a free port the way `npm start` does (createHttpServer). */
export function startServer(
  app: RequestListener,
  timeouts?: ServerTimeouts,
): Promise<RunningServer> {
  const server = createHttpServer(app, timeouts);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        port,
        base: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Every area's service, each on a database of the test file's own (service-kit's testing). */
export function testAreaServices(
  options: Omit<AreaServicesOptions, 'databaseFor'> = {},
): AreaServices {
  return createAreaServices({
    env: {},
    ...options,
    databaseFor: (area) => () => openTestDatabase(area),
  });
}
