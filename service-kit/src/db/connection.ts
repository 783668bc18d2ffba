import path from 'node:path';
import { openPglite } from './pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';

/** The typed query layer every service writes through: Drizzle over PGlite or node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Engine = 'pglite' | 'postgres';

/** One area's connection: its own PGlite folder, or a pool to a PostgreSQL server. */
export interface AreaDatabase {
  /** The area, which is also the PostgreSQL schema its tables live in. */
  readonly area: string;
  readonly engine: Engine;
  readonly db: Db;
  /** Rows of a raw statement (`sql\`...\`` keeps values as parameters). */
  rows<Row>(query: SQL): Promise<Row[]>;
  /** Connections in use and waiting, for the metrics; PGlite is one connection. */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Where an area's data lives, as `npm start`, compose and k8s configure it. */
export interface DatabaseTarget {
  area: string;
  /** A PostgreSQL URL; without one the area uses an embedded PGlite folder. */
  url?: string;
  /** The PGlite folder (`memory://` keeps it in memory, for tests). */
  dataDir?: string;
  /** Connections of the pool to a server (10 by default). */
  poolSize?: number;
}

const REPO_DATA_DIR = path.resolve(__dirname, '../../../.data');

/**
 * The target an area's service uses in this environment: `<AREA>_DATABASE_URL` or
 * `DATABASE_URL` for a server, otherwise PGlite under `DATA_DIR` (the repository's `.data/`).
 */
export function databaseTargetFromEnv(
  area: string,
  env: NodeJS.ProcessEnv = process.env,
): DatabaseTarget {
  const url = env[`${area.toUpperCase()}_DATABASE_URL`] || env.DATABASE_URL;
  if (url) return { area, url };
  return { area, dataDir: path.join(env.DATA_DIR || REPO_DATA_DIR, area) };
}

/**
 * The same for an area's standalone dev server: its PGlite folder is `.data/dev/<area>`, since
 * one folder is opened by one process and `npm run dev` runs the composed dev server beside it.
 */
export function devDatabaseTarget(
  area: string,
  env: NodeJS.ProcessEnv = process.env,
): DatabaseTarget {
  const target = databaseTargetFromEnv(area, env);
  return target.url
    ? target
    : { area, dataDir: path.join(env.DATA_DIR || REPO_DATA_DIR, 'dev', area) };
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

async function openEmbedded(target: DatabaseTarget): Promise<AreaDatabase> {
  const dataDir = target.dataDir ?? path.join(REPO_DATA_DIR, target.area);
  const client = await openPglite(dataDir);
  const db = drizzlePglite(client) as unknown as Db;
  return {
    area: target.area,
    engine: 'pglite',
    db,
    rows: async (query) => rowsOf(await db.execute(query)),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: () => client.close(),
  };
}

async function openServer(target: DatabaseTarget & { url: string }): Promise<AreaDatabase> {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    // A server that went away fails a query at once instead of hanging the request.
    connectionTimeoutMillis: 3_000,
    application_name: `autoparts-${target.area}`,
  });
  // An idle client losing its server emits 'error' on the pool: without a listener Node exits.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool) as unknown as Db;
  return {
    area: target.area,
    engine: 'postgres',
    db,
    rows: async (query) => rowsOf(await db.execute(query)),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

export function openAreaDatabase(target: DatabaseTarget): Promise<AreaDatabase> {
  return target.url ? openServer({ ...target, url: target.url }) : openEmbedded(target);
}

/** Whether the database answers at all (the readiness probe's first question). */
export async function pingDatabase(database: AreaDatabase): Promise<void> {
  await database.rows(sql`select 1 as ok`);
}
