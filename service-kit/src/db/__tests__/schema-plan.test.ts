import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../testing';
import type { AreaDatabase } from '../connection';
import { missingMigrations, prepareSchema, resetSchema, type SchemaPlan } from '../schema-plan';

const plan = (extra: SchemaPlan['migrations'] = []): SchemaPlan => ({
  schema: 'parts',
  migrations: [
    {
      id: '0001_bins',
      sql: `create table parts.bins (id serial primary key, label text not null unique);
--> statement-breakpoint
create index bins_label on parts.bins (label);`,
    },
    ...extra,
  ],
  seeds: [
    {
      id: 'seed',
      run: async (tx) => {
        await tx.execute(sql`insert into parts.bins (label) values ('seeded')`);
      },
    },
  ],
});

let database: AreaDatabase;
beforeAll(async () => {
  database = await openTestDatabase('parts');
});
afterAll(() => database.close());
beforeEach(() => database.db.execute(sql`drop schema if exists parts cascade`));

const labels = async () =>
  (await database.rows<{ label: string }>(sql`select label from parts.bins order by id`)).map(
    (row) => row.label,
  );

test('an empty schema gets every migration and the seed, once', async () => {
  expect(await prepareSchema(database, plan())).toEqual({
    applied: ['0001_bins'],
    seeded: ['seed'],
  });
  expect(await prepareSchema(database, plan())).toEqual({ applied: [], seeded: [] });
  expect(await labels()).toEqual(['seeded']);
  expect(await missingMigrations(database, plan())).toEqual([]);
});

test('rows written after the seed survive every later start, and a new migration applies alone', async () => {
  await prepareSchema(database, plan());
  await database.db.execute(sql`insert into parts.bins (label) values ('a customer''s')`);
  const next = plan([{ id: '0002_notes', sql: 'alter table parts.bins add column note text' }]);
  expect(await missingMigrations(database, next)).toEqual(['0002_notes']);
  expect(await prepareSchema(database, next)).toEqual({ applied: ['0002_notes'], seeded: [] });
  expect(await labels()).toEqual(['seeded', "a customer's"]);
});

test('a seed added later is written once into a schema seeded before', async () => {
  await prepareSchema(database, plan());
  await database.db.execute(sql`insert into parts.bins (label) values ('a customer''s')`);
  const next = plan();
  next.seeds = [
    ...next.seeds!,
    {
      id: 'reference',
      run: async (tx) =>
        void (await tx.execute(sql`insert into parts.bins (label) values ('ref')`)),
    },
  ];
  expect(await prepareSchema(database, next)).toEqual({ applied: [], seeded: ['reference'] });
  expect(await prepareSchema(database, next)).toEqual({ applied: [], seeded: [] });
  expect(await labels()).toEqual(['seeded', "a customer's", 'ref']);
});

test('a failing migration leaves the schema as it was', async () => {
  await prepareSchema(database, plan());
  const broken = plan([
    { id: '0002_ok', sql: 'alter table parts.bins add column note text' },
    { id: '0003_broken', sql: 'alter table parts.nowhere add column x int' },
  ]);
  await expect(prepareSchema(database, broken)).rejects.toThrow();
  expect(await missingMigrations(database, broken)).toEqual(['0002_ok', '0003_broken']);
  const columns = await database.rows<{ column_name: string }>(
    sql`select column_name from information_schema.columns where table_schema = 'parts' and table_name = 'bins'`,
  );
  expect(columns.map((c) => c.column_name).sort()).toEqual(['id', 'label']);
});

test('starts racing each other apply each step once', async () => {
  const results = await Promise.all([1, 2, 3].map(() => prepareSchema(database, plan())));
  expect(results.filter((r) => r.seeded.length)).toHaveLength(1);
  expect(results.flatMap((r) => r.applied)).toEqual(['0001_bins']);
  expect(await labels()).toEqual(['seeded']);
});

test('a reset drops what customers wrote and seeds again', async () => {
  await prepareSchema(database, plan());
  await database.db.execute(sql`insert into parts.bins (label) values ('gone')`);
  expect(await resetSchema(database, plan())).toEqual({ applied: ['0001_bins'], seeded: ['seed'] });
  expect(await labels()).toEqual(['seeded']);
});

test('a schema name is checked before it reaches SQL', async () => {
  await expect(prepareSchema(database, { schema: 'x; drop', migrations: [] })).rejects.toThrow(
    'Not a schema name',
  );
});
