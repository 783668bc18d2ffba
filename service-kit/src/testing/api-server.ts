import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { HttpHandler } from 'msw';
import { createApiRouter } from '../api';

export interface RunningApi {
  /** `http://127.0.0.1:<port>/api` */
  apiBase: string;
  close(): Promise<void>;
}

/**
 * A service's handlers behind the same API router the gateway and `npm run api` put in front of
 * them (body limits, problem answers, 503 for a database away), on a free local port.
 */
export async function startApiServer(handlers: readonly HttpHandler[]): Promise<RunningApi> {
  const app = express().use(createApiRouter({ handlers }));
  const server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
