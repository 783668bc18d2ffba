import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openAreaDatabase, type AreaDatabase } from '../db/connection';
import { OPEN_PGLITE } from './open-pglite-outside';

/**
 * A database of its own for one test file: in-memory PGlite, or with `TEST_DATABASE_URL` a fresh
 * database on that PostgreSQL server (CI runs the services' suites both ways), dropped on close.
 */
export async function openTestDatabase(area: string): Promise<AreaDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (!(OPEN_PGLITE in globalThis))
      throw new Error('Run this test in a service-kit jest environment (jest preset).');
    return openAreaDatabase({ area, dataDir: 'memory://' });
  }
  const name = `autoparts_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openAreaDatabase({ area, url: url.toString(), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
