import {
  getTableColumns,
  getTableName,
  sql,
  type SQL,
  type SQLWrapper,
  type Table,
} from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

/**
 * Rows of one table passed as ONE json parameter and read back with
 * `json_populate_recordset(null::table, $1)`. A batch of sales writes hundreds of values; bound
 * one by one they cost more CPU to map and encode than the database spends storing them. Every
 * row has the same keys (the column list; the table's other columns keep their defaults); values
 * follow the column types' text input.
 */
export type TJsonColumns = {
  /** The row keys, their column names in the same order, and both joined (a cache key). */
  keys: readonly string[];
  names: readonly string[];
  signature: string;
  /** The quoted column names, for `insert into t (columns) select columns from …`. */
  list: SQL;
};

const known = new WeakMap<Table, Map<string, TJsonColumns>>();

/** The columns of `keys` (drizzle keys of `table`), worked out once per table and key list. */
export function jsonColumns(table: Table, keys: readonly string[]): TJsonColumns {
  const signature = keys.join(',');
  let ofTable = known.get(table);
  const cached = ofTable?.get(signature);
  if (cached) return cached;
  const defined = getTableColumns(table);
  const names = keys.map((key) => {
    const column = defined[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column.keyAsName ? toSnakeCase(key) : column.name;
  });
  const columns = {
    keys,
    names,
    signature,
    list: sql.raw(names.map((n) => `"${n}"`).join(', ')),
  };
  if (!ofTable) known.set(table, (ofTable = new Map()));
  ofTable.set(signature, columns);
  return columns;
}

/** The rows as the json text of `jsonSource`: each row's keys renamed to their column names. */
export function jsonBody(columns: TJsonColumns, rows: object[]): string {
  const { keys, names } = columns;
  return JSON.stringify(
    rows.map((row) => {
      const values: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        values[names[i] ?? ''] = (row as Record<string, unknown>)[keys[i] ?? ''] ?? null;
      }
      return values;
    }),
  );
}

/** `json_populate_recordset(null::t, <json>)`: the rows of a json parameter as a FROM item. */
export function jsonSource(table: Table, json: SQLWrapper): SQL {
  return sql`json_populate_recordset(null::${table}, ${json}::json)`;
}
