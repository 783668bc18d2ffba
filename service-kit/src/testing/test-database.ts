import { openAreaDatabase, type AreaDatabase } from '../db/connection';
import { OPEN_PGLITE } from '../db/pglite-opener';
import { openScratchDatabase } from './scratch-database';

/**
 * A database of its own for one test file: in-memory PGlite, or with `TEST_DATABASE_URL` a fresh
 * database on that PostgreSQL server (CI runs the services' suites both ways), dropped on close.
 */
export async function openTestDatabase(area: string): Promise<AreaDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return openScratchDatabase(area, serverUrl);
  if (!(OPEN_PGLITE in globalThis))
    throw new Error('Run this test in a service-kit jest environment (jest preset).');
  return openAreaDatabase({ area, dataDir: 'memory://' });
}
