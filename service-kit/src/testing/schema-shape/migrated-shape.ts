import { sql } from 'drizzle-orm';
import type { AreaDatabase } from '../../db/connection';
import { type SchemaShape, type TableShape, sqlText, typeName, uniqueKey } from './table-shape';

interface ColumnRow {
  table: string;
  column: string;
  type: string;
  not_null: boolean;
}

interface ConstraintRow {
  table: string;
  name: string;
  kind: 'p' | 'u';
  columns: string[];
  nulls_not_distinct: boolean;
}

interface IndexRow {
  table: string;
  name: string;
  unique: boolean;
  method: string;
  columns: string[];
  where: string | null;
}

// Column lists come back as JSON: both drivers parse it, neither parses every array of `name`.
const columnsOf = (schema: string) => sql`
  select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
    a.attnotnull as not_null
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = ${schema} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
  order by c.relname, a.attnum`;

const constraintsOf = (schema: string) => sql`
  select c.relname as table, con.conname as name, con.contype::text as kind,
    (select json_agg(a.attname order by k.position)
       from unnest(con.conkey) with ordinality as k(attnum, position)
       join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
    coalesce(ix.indnullsnotdistinct, false) as nulls_not_distinct
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_index ix on ix.indexrelid = con.conindid
  where n.nspname = ${schema} and con.contype in ('p', 'u')`;

// The indexes a migration made itself: not those behind a primary key or unique constraint.
// A key column's text is pg_get_indexdef's, `desc` added from its sort option (bit 1).
const indexesOf = (schema: string) => sql`
  select t.relname as table, i.relname as name, ix.indisunique as unique, am.amname as method,
    pg_get_expr(ix.indpred, ix.indrelid, true) as where,
    (select json_agg(pg_get_indexdef(ix.indexrelid, k.n, true)
         || case when ix.indoption[k.n - 1] & 1 = 1 then ' desc' else '' end order by k.n)
       from generate_series(1, ix.indnkeyatts) as k(n)) as columns
  from pg_index ix
  join pg_class i on i.oid = ix.indexrelid
  join pg_class t on t.oid = ix.indrelid
  join pg_namespace n on n.oid = t.relnamespace
  join pg_am am on am.oid = i.relam
  where n.nspname = ${schema} and not exists (
    select 1 from pg_constraint con
    where con.conindid = ix.indexrelid and con.conrelid = ix.indrelid
      and con.contype in ('p', 'u', 'x'))`;

/** Every table of `schema` as the migrations left it, read from pg_catalog. */
export async function migratedSchema(database: AreaDatabase, schema: string): Promise<SchemaShape> {
  const tables: SchemaShape = new Map();
  const tableOf = (name: string): TableShape => {
    let table = tables.get(name);
    if (!table) {
      table = { columns: new Map(), primaryKey: null, uniques: new Map(), indexes: new Map() };
      tables.set(name, table);
    }
    return table;
  };
  for (const row of await database.rows<ColumnRow>(columnsOf(schema)))
    tableOf(row.table).columns.set(row.column, { type: typeName(row.type), notNull: row.not_null });
  for (const row of await database.rows<ConstraintRow>(constraintsOf(schema))) {
    const table = tableOf(row.table);
    if (row.kind === 'p') table.primaryKey = row.columns;
    else table.uniques.set(uniqueKey(row.columns, row.nulls_not_distinct), row.name);
  }
  for (const row of await database.rows<IndexRow>(indexesOf(schema)))
    tableOf(row.table).indexes.set(row.name, {
      unique: row.unique,
      method: row.method,
      columns: row.columns.map(sqlText),
      where: row.where === null ? null : sqlText(row.where),
    });
  return tables;
}
