import { prepareSchema, type SchemaPlan } from '../db/schema-plan';
import { compareTables } from './schema-shape/compare-shapes';
import { declaredShape, declaredTables } from './schema-shape/declared-shape';
import { migratedSchema } from './schema-shape/migrated-shape';
import { openTestDatabase } from './test-database';

/**
 * Where an area's two definitions of its tables disagree: the Drizzle schema its queries are
 * written against (every table `schemaModule` exports, so a new one is covered without a word)
 * and the migrations of `plan`, run on a fresh test database without its seeds. Compared table
 * by table: columns (type, nullability), primary key, unique constraints and indexes, both ways,
 * one readable message per difference; none means they agree. Tables no Drizzle table declares
 * (the plan's history, the rate limits' counters, written in raw SQL) are not compared, nor
 * defaults, checks and foreign keys.
 */
export async function schemaDrift(
  plan: SchemaPlan,
  schemaModule: Record<string, unknown>,
): Promise<string[]> {
  const database = await openTestDatabase(plan.schema);
  try {
    await prepareSchema(database, { schema: plan.schema, migrations: plan.migrations });
    const migrated = await migratedSchema(database, plan.schema);
    return declaredTables(schemaModule).flatMap((table) => {
      const { schema, name, shape } = declaredShape(table);
      const label = `${schema}.${name}`;
      if (schema !== plan.schema)
        return [`${label}: declared in schema ${schema}, but the plan migrates ${plan.schema}`];
      const found = migrated.get(name);
      if (!found) return [`${label}: declared, but no migration creates the table`];
      return compareTables(label, shape, found);
    });
  } finally {
    await database.close();
  }
}
