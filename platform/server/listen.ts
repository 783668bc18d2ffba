import type { Express } from 'express';
import { createHttpServer } from './http-server';

/**
 * Starts an app and stops it cleanly on Ctrl-C or a container's SIGTERM: requests in flight end,
 * then `onStop` (the databases closed, an embedded one flushed to its folder).
 */
export function listen(
  app: Express,
  port: number,
  description: string,
  onStop: () => Promise<void> = async () => undefined,
): void {
  const server = createHttpServer(app).listen(port, () => {
    console.log(`${description} on http://localhost:${port}`);
  });
  const stop = () => {
    server.close(() => {
      onStop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`${description}: stopping failed`, error);
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

export function portFromEnv(fallback: number): number {
  const port = Number(process.env.PORT);
  return Number.isInteger(port) && port > 0 ? port : fallback;
}
