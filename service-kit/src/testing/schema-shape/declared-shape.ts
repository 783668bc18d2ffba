import { is, type SQL } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { type TableShape, sqlText, typeName, uniqueKey } from './table-shape';

const dialect = new PgDialect();

// 'indexes' renders an expression as drizzle-kit writes it into a migration: values inline,
// columns by their bare name.
const rendered = (expression: SQL) => sqlText(dialect.sqlToQuery(expression, 'indexes').sql);

/** The tables among a schema module's exports (its `pgSchema` and relations are skipped). */
export function declaredTables(schemaModule: Record<string, unknown>): PgTable[] {
  return Object.values(schemaModule).filter((value): value is PgTable => is(value, PgTable));
}

/** What a Drizzle table declares, by PostgreSQL schema and table name. */
export function declaredShape(table: PgTable): { schema: string; name: string; shape: TableShape } {
  const config = getTableConfig(table);
  const primaryKey =
    config.primaryKeys[0]?.columns.map((column) => column.name) ??
    config.columns.filter((column) => column.primary).map((column) => column.name);
  const shape: TableShape = {
    // PostgreSQL makes a primary key's columns not null whether or not the schema says so.
    columns: new Map(
      config.columns.map((column) => [
        column.name,
        {
          type: typeName(column.getSQLType()),
          notNull: column.notNull || primaryKey.includes(column.name),
        },
      ]),
    ),
    primaryKey: primaryKey.length > 0 ? primaryKey : null,
    uniques: new Map([
      ...config.columns
        .filter((column) => column.isUnique)
        .map(
          (column) =>
            [
              uniqueKey([column.name], column.uniqueType === 'not distinct'),
              column.uniqueName ?? '',
            ] as const,
        ),
      ...config.uniqueConstraints.map(
        (unique) =>
          [
            uniqueKey(
              unique.columns.map((column) => column.name),
              unique.nullsNotDistinct,
            ),
            unique.getName() ?? '',
          ] as const,
      ),
    ]),
    indexes: new Map(
      config.indexes.map(({ config: index }) => {
        const columns = index.columns.map((column) =>
          is(column, IndexedColumn)
            ? `${column.name}${column.indexConfig.order === 'desc' ? ' desc' : ''}`
            : rendered(column as SQL),
        );
        // drizzle-kit's name for an index declared without one.
        const name = index.name ?? `${config.name}_${columns.join('_')}_index`;
        const where = index.where ? rendered(index.where) : null;
        return [name, { unique: index.unique, method: index.method ?? 'btree', columns, where }];
      }),
    ),
  };
  return { schema: config.schema ?? 'public', name: config.name, shape };
}
