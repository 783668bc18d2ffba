import type { Express } from 'express';
import { createServer } from 'node:http';
import type { AreaData } from '../db/area-data';

export interface RunningService {
  port: number;
  stop(): Promise<void>;
}

/**
 * Listens on `PORT` (or the area's port) and stops cleanly on SIGINT or a container's SIGTERM:
 * requests in flight end, then the database is closed (an embedded one flushed to its folder).
 */
export function runService(
  app: Express,
  {
    area,
    port,
    data,
    warmUp = () => data?.db(),
  }: {
    area: string;
    port: number;
    data?: AreaData;
    /** Opens the database (and loads a read model) before the first request; data.db() by default. */
    warmUp?: () => Promise<unknown> | undefined;
  },
): Promise<RunningService> {
  const wanted = Number(process.env.PORT) || port;
  const server = createServer(app);
  const stop = () =>
    new Promise<void>((done) => {
      server.close(() => void (data?.close() ?? Promise.resolve()).then(done, done));
      server.closeIdleConnections();
    });
  const exit = () => void stop().then(() => process.exit(0));
  process.once('SIGINT', exit);
  process.once('SIGTERM', exit);
  // Open and migrate before the first request; a database that is down is retried on demand.
  void warmUp()?.catch((error: unknown) =>
    console.error(`[${area}] database not ready:`, String(error)),
  );
  return new Promise((resolve) => {
    server.listen(wanted, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : wanted;
      console.log(`${area} service on http://localhost:${bound}`);
      resolve({ port: bound, stop });
    });
  });
}
