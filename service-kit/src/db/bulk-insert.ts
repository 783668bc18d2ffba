import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './connection';

/** Rows per statement: a few MB of JSON at most, one parameter whatever the row count. */
const ROWS_PER_STATEMENT = 2000;

/**
 * Inserts many rows (a seed's reference data), each batch as one JSON parameter turned into
 * rows by `json_populate_recordset`: a VALUES list binds one parameter per cell, which PGlite
 * parses an order of magnitude slower and PostgreSQL caps at 65,535. Arrays become arrays.
 */
export async function insertRows<T extends PgTable>(
  tx: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]);
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    const batch = rows
      .slice(from, from + ROWS_PER_STATEMENT)
      .map((row) =>
        Object.fromEntries(
          columns.map(([key, name]) => [name, (row as Record<string, unknown>)[key!]]),
        ),
      );
    await tx.execute(
      sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)`,
    );
  }
}
