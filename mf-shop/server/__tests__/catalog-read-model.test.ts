/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { count, sql } from 'drizzle-orm';
import { nobodySignedIn, prepareSchema, type AreaDatabase, type Db } from '@autoparts/service-kit';
import { openTestDatabase } from '@autoparts/service-kit/testing';
import { createCatalog, createShopService } from '..';
import { shopSchemaPlan } from '../db/plan';
import { orders, products } from '../db/schema';
import { SMALL_CATALOG } from '../testing';

let database: AreaDatabase;
beforeAll(async () => {
  database = await openTestDatabase('shop');
});
afterAll(() => database.close());
beforeEach(() => database.db.execute(sql`drop schema if exists shop cascade`));

const shopOver = (opener: () => Promise<AreaDatabase>) =>
  createShopService({ database: opener, sessions: nobodySignedIn, catalogSize: SMALL_CATALOG });
const rowCount = async (table: typeof products | typeof orders) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

test('the read model built from shop.products is the catalog the seed was made from', async () => {
  const fromCode = createCatalog({ size: SMALL_CATALOG });
  const fromDatabase = await shopOver(async () => database).catalog();

  expect(JSON.stringify(fromDatabase.products)).toBe(JSON.stringify(fromCode.products));
  expect([...fromDatabase.bySlug]).toEqual([...fromCode.bySlug]);
  expect(fromDatabase.tree.nodes.map((node) => node.ref.items)).toEqual(
    fromCode.tree.nodes.map((node) => node.ref.items),
  );
  expect(await rowCount(products)).toBe(SMALL_CATALOG);
});

test('a schema seeded before the catalog was stored gets its products once, orders untouched', async () => {
  const plan = shopSchemaPlan({ catalogSize: SMALL_CATALOG });
  const before = {
    ...plan,
    migrations: plan.migrations.slice(0, 2),
    seeds: plan.seeds!.slice(0, 1),
  };
  await prepareSchema(database, before);
  await database.db.execute(sql`delete from shop.orders where number = 9478`);

  expect(await prepareSchema(database, plan)).toEqual({
    applied: ['0003_products', '0004_cross_references'],
    seeded: ['catalog', 'cross-references'],
  });
  expect(await prepareSchema(database, plan)).toEqual({ applied: [], seeded: [] });
  expect(await rowCount(products)).toBe(SMALL_CATALOG);
  expect(await rowCount(orders)).toBe(2);
});

test('products stored before cross-references get their numbers from the cross-references seed', async () => {
  const plan = shopSchemaPlan({ catalogSize: SMALL_CATALOG });
  // A schema seeded by the release before: its rows hold no numbers.
  const withoutNumbers = {
    ...plan,
    seeds: [
      ...plan.seeds!.slice(0, 2),
      {
        id: 'earlier-release',
        run: async (tx: Db) => {
          await tx.execute(sql`update shop.products set oem = '[]', interchange = '[]'`);
        },
      },
    ],
  };
  await prepareSchema(database, withoutNumbers);

  expect(await prepareSchema(database, plan)).toEqual({
    applied: [],
    seeded: ['cross-references'],
  });
  const fromCode = createCatalog({ size: SMALL_CATALOG });
  const fromDatabase = await shopOver(async () => database).catalog();
  expect(fromDatabase.products.map((p) => [p.oem, p.interchange])).toEqual(
    fromCode.products.map((p) => [p.oem, p.interchange]),
  );
  expect(fromCode.products.some((p) => p.oem.length > 0)).toBe(true);
});

test('a load that fails is tried again on the next request, and a loaded catalog stays', async () => {
  let reachable = false;
  const shop = shopOver(async () => {
    if (!reachable)
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    return database;
  });
  await expect(shop.catalog()).rejects.toThrow('ECONNREFUSED');
  reachable = true;
  const loaded = await shop.catalog();
  expect(loaded.products).toHaveLength(SMALL_CATALOG);
  expect(await shop.catalog()).toBe(loaded);
});
