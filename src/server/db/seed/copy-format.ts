import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

export type TCopyValue = string | number | boolean | null;

const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** One value in COPY text format: `\N` for null, backslash escapes for the separators. */
function copyValue(value: TCopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

/** Column getters keyed by the drizzle property name, so a renamed column fails to compile. */
export type TCopyFields<TTable extends Table, TRow> = Partial<
  Record<keyof TTable['$inferInsert'], (row: TRow) => TCopyValue>
>;

export type TCopyTable<TRow> = {
  table: string;
  columns: string[];
  line(row: TRow): string;
};

/** Binds a field map to its table: SQL column names (as drizzle's snake_case casing makes them) and a line writer. */
export function copyTable<TTable extends Table, TRow>(
  table: TTable,
  fields: TCopyFields<TTable, TRow>,
): TCopyTable<TRow> {
  const defined = getTableColumns(table);
  const entries = Object.entries(fields).filter(
    (e): e is [string, (row: TRow) => TCopyValue] => typeof e[1] === 'function',
  );
  const columns = entries.map(([key]) => {
    const column = defined[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column.keyAsName ? toSnakeCase(key) : column.name;
  });
  const getters = entries.map(([, get]) => get);
  return {
    table: getTableName(table),
    columns,
    line(row) {
      // Joining an array leaves one flat string; += would build a rope per row for the GC to walk.
      const values = new Array<string>(getters.length);
      for (let i = 0; i < getters.length; i++) {
        const get = getters[i];
        values[i] = copyValue(get ? get(row) : null);
      }
      return values.join('\t') + '\n';
    },
  };
}
