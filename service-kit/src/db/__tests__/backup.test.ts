import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { backupArea, restoreArea } from '../backup';
import { openAreaDatabase, type DatabaseTarget } from '../connection';
import { prepareSchema, type SchemaPlan } from '../schema-plan';

// A backup taken, more written, the backup restored: what was there at the backup is back, what
// came after is gone, and (embedded) the folder it replaced is kept aside. On PostgreSQL when
// TEST_DATABASE_URL names a server (pg_dump and pg_restore on the PATH), else on a PGlite folder.
const plan: SchemaPlan = {
  schema: 'ledger',
  migrations: [{ id: '0001', sql: 'create table ledger.orders (number text primary key)' }],
};

const folder = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function target(): DatabaseTarget {
  const server = process.env.TEST_DATABASE_URL;
  return server
    ? { area: 'ledger', url: server }
    : { area: 'ledger', dataDir: path.join(folder, 'ledger') };
}

async function withDatabase<T>(
  work: (rows: (query: ReturnType<typeof sql>) => Promise<unknown[]>) => Promise<T>,
) {
  const database = await openAreaDatabase(target());
  try {
    await prepareSchema(database, plan);
    return await work((query) => database.rows(query));
  } finally {
    await database.close();
  }
}

const numbers = () =>
  withDatabase(async (rows) =>
    (
      (await rows(sql`select number from ledger.orders order by number`)) as { number: string }[]
    ).map((row) => row.number),
  );

it('restores the orders a backup holds, and only those', async () => {
  if (process.env.TEST_DATABASE_URL)
    await withDatabase((rows) => rows(sql`drop schema if exists ledger cascade`));
  await withDatabase((rows) => rows(sql`insert into ledger.orders values ('1001'), ('1002')`));
  const file = path.join(folder, 'backups', 'ledger.dump');
  await backupArea(target(), file);

  await withDatabase((rows) => rows(sql`insert into ledger.orders values ('1003')`));
  expect(await numbers()).toEqual(['1001', '1002', '1003']);

  await restoreArea(target(), file, () => 42);
  expect(await numbers()).toEqual(['1001', '1002']);
  if (!process.env.TEST_DATABASE_URL)
    expect(readdirSync(folder)).toContain('ledger.before-restore-42');
}, 60_000);
