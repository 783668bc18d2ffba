import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openAreaDatabase, type AreaDatabase } from '../db/connection';

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database on the PostgreSQL server at `serverUrl`, dropped on close: a test file's or a
 * benchmark's own, so it never meets the rows of a real schema.
 */
export async function openScratchDatabase(
  area: string,
  serverUrl: string,
  prefix = 'autoparts_test',
): Promise<AreaDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openAreaDatabase({ area, url: url.toString(), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
