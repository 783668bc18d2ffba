import type { AddressInfo } from 'node:net';
import express from 'express';
import type { HttpHandler } from 'msw';
import { mockMiddleware } from './middleware';

export interface RunningMockServer {
  /** e.g. `http://127.0.0.1:41234/api` */
  apiBase: string;
  close(): Promise<void>;
}

/** Serves a slice over real HTTP on a free port, so slice tests check statuses and payloads as a browser sees them. */
export function startMockServer(handlers: readonly HttpHandler[]): Promise<RunningMockServer> {
  const app = express();
  app.use(mockMiddleware(handlers));
  app.use((_req, res) => {
    res
      .status(404)
      .json({ status: 404, title: 'Invalid endpoint', detail: 'Invalid endpoint', errors: {} });
  });
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        apiBase: `http://127.0.0.1:${port}/api`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
