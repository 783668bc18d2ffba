/**
 * A table's shape as both sides can state it, the Drizzle schema and the migrated database, in
 * one vocabulary: PostgreSQL's type names, column lists in order, SQL text in lower case without
 * quotes or casts. Two shapes are then compared by plain string equality.
 */
export interface TableShape {
  /** By column name. */
  columns: Map<string, ColumnShape>;
  /** Its columns in order, or null for a table without one. */
  primaryKey: string[] | null;
  /** Unique constraints (not indexes), by their described columns; the value is the name. */
  uniques: Map<string, string>;
  /** Indexes other than those backing the primary key and unique constraints, by name. */
  indexes: Map<string, IndexShape>;
}

export interface ColumnShape {
  type: string;
  notNull: boolean;
}

export interface IndexShape {
  unique: boolean;
  method: string;
  /** Each key column or expression, with ` desc` when it sorts descending. */
  columns: string[];
  /** A partial index's predicate, or null. */
  where: string | null;
}

/** The tables of one schema, by table name. */
export type SchemaShape = Map<string, TableShape>;

export const columnList = (columns: readonly string[]) => `(${columns.join(', ')})`;

/** A unique constraint as one key: its columns, and whether nulls count as equal. */
export const uniqueKey = (columns: readonly string[], nullsNotDistinct: boolean) =>
  `${columnList(columns)}${nullsNotDistinct ? ' nulls not distinct' : ''}`;

export const describeColumn = ({ type, notNull }: ColumnShape) =>
  `${type} ${notNull ? 'not null' : 'null'}`;

/** `unique index <name> using gin (a, lower(b) desc) where c is not null`, as far as it applies. */
export function describeIndex({ unique, method, columns, where }: IndexShape, name = ''): string {
  return [
    unique ? 'unique index' : 'index',
    name,
    method === 'btree' ? '' : `using ${method}`,
    columnList(columns),
    where ? `where ${where}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

// Casts PostgreSQL writes into the text of a predicate or expression (`''::text`).
const CAST =
  /::(character varying|double precision|timestamp with(out)? time zone|[a-z_]+)(\[\])?/g;

/** SQL text as both sides can write it: lower case, no quoted identifiers, no casts. */
export const sqlText = (text: string) =>
  text.toLowerCase().replace(/"/g, '').replace(CAST, '').replace(/\s+/g, ' ').trim();

// Drizzle's spellings of types (and its serial types, integers with a sequence) in PostgreSQL's.
const TYPE_NAMES: [RegExp, string][] = [
  [/^smallserial\b/, 'smallint'],
  [/^serial\b/, 'integer'],
  [/^bigserial\b/, 'bigint'],
  [/^decimal\b/, 'numeric'],
  [/^varchar\b/, 'character varying'],
  [/^char\b/, 'character'],
  [/^(timestamp|time)(\(\d+\))?(?![\w(]| with)/, '$1$2 without time zone'],
];

/** A type name as PostgreSQL's `format_type` writes it: `numeric(10,2)`, `integer[]`. */
export function typeName(type: string): string {
  let name = type.toLowerCase().replace(/"/g, '').replace(/,\s+/g, ',').trim();
  // An enum is named with its schema on one side only.
  name = name.replace(/^[a-z_][a-z0-9_]*\.(?=[a-z_])/, '');
  for (const [pattern, replacement] of TYPE_NAMES) name = name.replace(pattern, replacement);
  return name;
}
