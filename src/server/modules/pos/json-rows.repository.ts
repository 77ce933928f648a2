import { getTableColumns, getTableName, sql, type SQL, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

/**
 * Rows of one table passed as ONE json parameter and read back with
 * `json_populate_recordset(null::table, $1)`. A batch of sales writes hundreds of values; bound
 * one by one they cost more CPU to map and encode than the database spends storing them. Every
 * row must have the keys of the first (the column list; the others keep their defaults); values
 * follow the column types' text input.
 */
export type TJsonRows = {
  /** The column names of the keys, in order. */
  names: string[];
  /** The quoted column names, for `insert into t (columns) select columns from …`. */
  columns: SQL;
  /** `json_populate_recordset(null::t, <the rows>)`: a row source for a FROM clause. */
  source: SQL;
};

export function jsonRows<TTable extends Table>(
  table: TTable,
  rows: Partial<TTable['$inferInsert']>[],
): TJsonRows {
  const defined = getTableColumns(table);
  const keys = Object.keys(rows[0] ?? {});
  const names = keys.map((key) => {
    const column = defined[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column.keyAsName ? toSnakeCase(key) : column.name;
  });
  const body = rows.map((row) => {
    const values: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      values[names[i] ?? key] = (row as Record<string, unknown>)[key] ?? null;
    });
    return values;
  });
  return {
    names,
    columns: sql.raw(names.map((n) => `"${n}"`).join(', ')),
    source: sql`json_populate_recordset(null::${table}, ${JSON.stringify(body)}::json)`,
  };
}
