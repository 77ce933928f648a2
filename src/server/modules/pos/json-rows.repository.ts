import { getTableColumns, getTableName, sql, type SQL, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

/**
 * `insert into t (columns) select columns from json_populate_recordset(null::t, $1)`: a whole
 * batch of rows as ONE json parameter. A batch of sales writes hundreds of values; bound one by
 * one they cost more CPU to map and encode than the database spends storing them. Every row
 * must have the keys of the first (the column list); values follow the column types' text input.
 */
export function jsonRowsInsert<TTable extends Table>(
  table: TTable,
  rows: Partial<TTable['$inferInsert']>[],
): SQL {
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
  const columns = sql.raw(names.map((n) => `"${n}"`).join(', '));
  return sql`insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, ${JSON.stringify(body)}::json)`;
}
