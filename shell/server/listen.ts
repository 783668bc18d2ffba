import type { Express } from 'express';
import { createHttpServer } from './http-server';

/** Starts an app and stops it cleanly on Ctrl-C or a container's SIGTERM. */
export function listen(app: Express, port: number, description: string): void {
  const server = createHttpServer(app).listen(port, () => {
    console.log(`${description} on http://localhost:${port}`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

export function portFromEnv(fallback: number): number {
  const port = Number(process.env.PORT);
  return Number.isInteger(port) && port > 0 ? port : fallback;
}
