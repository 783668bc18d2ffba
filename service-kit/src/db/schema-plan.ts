import { sql } from 'drizzle-orm';
import type { AreaDatabase, Db } from './connection';

/** One forward step of an area's schema, applied once and in order of its id. */
export interface Migration {
  id: string;
  sql: string;
}

/** A body of demo or reference data, written once into the schema under its id. */
export interface Seed {
  id: string;
  run: (tx: Db) => Promise<void>;
}

/** What a service brings up at start: its schema's migrations, then the demo data once. */
export interface SchemaPlan {
  schema: string;
  migrations: readonly Migration[];
  /**
   * Fills the schema with the demo data, each seed once: a seed added in a later release (new
   * reference data) is written into a schema seeded before, and never over what customers wrote.
   */
  seeds?: readonly Seed[];
}

// drizzle-kit's separator: PGlite prepares one statement per query, so files are split on it.
const STATEMENT_BREAK = '--> statement-breakpoint';
const SCHEMA_NAME = /^[a-z][a-z0-9_]{0,62}$/;

function statementsOf(migration: Migration): string[] {
  return migration.sql
    .split(STATEMENT_BREAK)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

export interface PreparedSchema {
  applied: string[];
  /** The ids of the seeds this start wrote. */
  seeded: string[];
}

/**
 * Applies the plan's missing migrations and, on an empty schema, its seed, in one transaction
 * holding the schema's advisory lock: two replicas starting together apply each step once, and
 * a start that fails half-way leaves the schema as it was.
 */
export async function prepareSchema(
  database: AreaDatabase,
  plan: SchemaPlan,
): Promise<PreparedSchema> {
  if (!SCHEMA_NAME.test(plan.schema)) throw new Error(`Not a schema name: ${plan.schema}`);
  const schema = sql.identifier(plan.schema);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`autoparts:${plan.schema}`}))`);
    await tx.execute(sql`create schema if not exists ${schema}`);
    await tx.execute(sql`create table if not exists ${schema}.schema_history (
      id text primary key,
      kind text not null check (kind in ('migration', 'seed')),
      applied_at timestamptz not null default now()
    )`);
    const history = await tx.execute(sql`select id from ${schema}.schema_history`);
    const done = new Set((history as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
    const applied: string[] = [];
    for (const migration of plan.migrations) {
      if (done.has(migration.id)) continue;
      for (const statement of statementsOf(migration)) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into ${schema}.schema_history (id, kind) values (${migration.id}, 'migration')`,
      );
      applied.push(migration.id);
    }
    const seeded: string[] = [];
    for (const seed of plan.seeds ?? []) {
      if (done.has(seed.id)) continue;
      await seed.run(tx as unknown as Db);
      await tx.execute(
        sql`insert into ${schema}.schema_history (id, kind) values (${seed.id}, 'seed')`,
      );
      seeded.push(seed.id);
    }
    return { applied, seeded };
  });
}

/** Whether every migration of the plan is in the schema (the readiness probe's second question). */
export async function missingMigrations(
  database: AreaDatabase,
  plan: SchemaPlan,
): Promise<string[]> {
  const rows = await database.rows<{ id: string }>(
    sql`select id from ${sql.identifier(plan.schema)}.schema_history where kind = 'migration'`,
  );
  const done = new Set(rows.map((row) => row.id));
  return plan.migrations.map((m) => m.id).filter((id) => !done.has(id));
}

/** `npm run db:reset`: the schema dropped with every row in it, then prepared and seeded anew. */
export async function resetSchema(
  database: AreaDatabase,
  plan: SchemaPlan,
): Promise<PreparedSchema> {
  await database.db.execute(sql`drop schema if exists ${sql.identifier(plan.schema)} cascade`);
  return prepareSchema(database, plan);
}
