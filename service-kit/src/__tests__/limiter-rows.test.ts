import { sql } from 'drizzle-orm';
import { AreaData } from '../db/area-data';
import { LimiterRows } from '../limiter-rows';
import { rateLimitMigration } from '../rate-limits';
import { openTestDatabase } from '../testing';

const data = new AreaData(() => openTestDatabase('rows'), {
  schema: 'rows',
  migrations: [rateLimitMigration('rows', '0001_rate_limits')],
});
beforeAll(() => data.db(), 60_000);
afterAll(() => data.close());

async function insert(limiter: string, key: string, at: number) {
  const db = await data.db();
  await db.execute(
    sql`insert into rows.rate_limit_hits (limiter, key, at) values (${limiter}, ${key}, ${at})`,
  );
}

async function left(limiter: string) {
  const db = await data.db();
  const result = await db.execute(
    sql`select key, at from rows.rate_limit_hits where limiter = ${limiter} order by key, at`,
  );
  return (result as unknown as { rows: { key: string; at: string | number }[] }).rows.map(
    ({ key, at }) => `${key}@${Number(at)}`,
  );
}

test('every 500th call sweeps the limiter’s rows from `since` back, and only its own', async () => {
  const rows = new LimiterRows(data, 'swept');
  await insert('swept', 'a', 100);
  await insert('swept', 'a', 200);
  await insert('swept', 'b', 300);
  await insert('other', 'a', 100);
  const db = await data.db();
  for (let call = 1; call < 500; call++) await rows.sweep(db, 200);
  expect(await left('swept')).toEqual(['a@100', 'a@200', 'b@300']);
  await rows.sweep(db, 200);
  expect(await left('swept')).toEqual(['b@300']);
  expect(await left('other')).toEqual(['a@100']);
  await insert('swept', 'b', 50);
  for (let call = 1; call < 500; call++) await rows.sweep(db, 200);
  expect(await left('swept')).toEqual(['b@50', 'b@300']);
  await rows.sweep(db, 200);
  expect(await left('swept')).toEqual(['b@300']);
});

test('clear forgets one key of the limiter', async () => {
  const rows = new LimiterRows(data, 'cleared');
  await insert('cleared', 'a', 1);
  await insert('cleared', 'b', 1);
  await insert('else', 'a', 1);
  await rows.clear('a');
  expect(await left('cleared')).toEqual(['b@1']);
  expect(await left('else')).toEqual(['a@1']);
});
