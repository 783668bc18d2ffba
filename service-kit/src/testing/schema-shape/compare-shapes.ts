import { type TableShape, columnList, describeColumn, describeIndex } from './table-shape';

const MIGRATED = 'the migrated database';

/**
 * What one side has and the other lacks, and what both have but describe differently: one
 * message per difference. `describe` words an entry for the one-sided messages, `differences`
 * the mismatches of an entry both sides have.
 */
function compareEntries<Entry>(
  declared: ReadonlyMap<string, Entry>,
  migrated: ReadonlyMap<string, Entry>,
  describe: (key: string, entry: Entry) => string,
  differences: (key: string, declared: Entry, migrated: Entry) => string[] = () => [],
): string[] {
  const problems: string[] = [];
  for (const [key, entry] of declared) {
    const found = migrated.get(key);
    if (found === undefined)
      problems.push(`${describe(key, entry)} is declared, but no migration creates it`);
    else problems.push(...differences(key, entry, found));
  }
  for (const [key, entry] of migrated)
    if (!declared.has(key))
      problems.push(
        `${describe(key, entry)} is in ${MIGRATED}, but the schema does not declare it`,
      );
  return problems;
}

const keyList = (columns: string[] | null) => (columns ? columnList(columns) : 'none');

/**
 * Every difference between a table as its Drizzle schema declares it and as the migrations made
 * it, each message starting with `label` (`shop.orders`).
 */
export function compareTables(label: string, declared: TableShape, migrated: TableShape): string[] {
  const columns = compareEntries(
    declared.columns,
    migrated.columns,
    (name, column) => `${label}.${name} (${describeColumn(column)})`,
    (name, ours, theirs) => [
      ...(ours.type === theirs.type
        ? []
        : [`${label}.${name}: type ${ours.type} in the schema, ${theirs.type} in ${MIGRATED}`]),
      ...(ours.notNull === theirs.notNull
        ? []
        : [
            `${label}.${name}: ${ours.notNull ? 'not null' : 'nullable'} in the schema, ` +
              `${theirs.notNull ? 'not null' : 'nullable'} in ${MIGRATED}`,
          ]),
    ],
  );
  const primaryKey =
    keyList(declared.primaryKey) === keyList(migrated.primaryKey)
      ? []
      : [
          `${label}: primary key ${keyList(declared.primaryKey)} in the schema, ` +
            `${keyList(migrated.primaryKey)} in ${MIGRATED}`,
        ];
  const uniques = compareEntries(
    declared.uniques,
    migrated.uniques,
    (key, name) => `${label}: unique ${key}${name ? ` (${name})` : ''}`,
  );
  const indexes = compareEntries(
    declared.indexes,
    migrated.indexes,
    (name, index) => `${label}: ${describeIndex(index, name)}`,
    (name, ours, theirs) =>
      describeIndex(ours) === describeIndex(theirs)
        ? []
        : [
            `${label}: ${describeIndex(ours, name)} in the schema, ` +
              `${describeIndex(theirs, name)} in ${MIGRATED}`,
          ],
  );
  return [...columns, ...primaryKey, ...uniques, ...indexes];
}
