import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { CopyWriter } from './copy-binary';
import type { TUuidWords } from './uuid-words';

/** One column of a binary COPY: the SQL type it must have and how a row's value is written. */
export type TCopyColumn<TRow> = {
  sqlType: RegExp;
  write: (w: CopyWriter, row: TRow) => void;
};

/**
 * The value kinds the seed writes. The binary format has no conversions: a value sent as int4
 * into a smallint column is refused by the server, so each kind names the SQL type it fits.
 * Each writer is spelled out (no shared null-handling wrapper): this runs ~100 times a document.
 */
export const copyAs = {
  uuid: <TRow>(get: (row: TRow) => string | TUuidWords | null): TCopyColumn<TRow> => ({
    sqlType: /^uuid$/,
    write: (w, row) => {
      const v = get(row);
      if (v === null) w.null();
      else w.uuid(v);
    },
  }),
  text: <TRow>(get: (row: TRow) => string | null): TCopyColumn<TRow> => ({
    sqlType: /^(text|char\(\d+\))$/,
    write: (w, row) => {
      const v = get(row);
      if (v === null) w.null();
      else w.text(v);
    },
  }),
  int2: <TRow>(get: (row: TRow) => number | null): TCopyColumn<TRow> => ({
    sqlType: /^smallint$/,
    write: (w, row) => {
      const v = get(row);
      if (v === null) w.null();
      else w.int2(v);
    },
  }),
  int4: <TRow>(get: (row: TRow) => number | null): TCopyColumn<TRow> => ({
    sqlType: /^integer$/,
    write: (w, row) => {
      const v = get(row);
      if (v === null) w.null();
      else w.int4(v);
    },
  }),
  bool: <TRow>(get: (row: TRow) => boolean): TCopyColumn<TRow> => ({
    sqlType: /^boolean$/,
    write: (w, row) => w.bool(get(row)),
  }),
  /** Days since 1970-01-01. */
  date: <TRow>(get: (row: TRow) => number): TCopyColumn<TRow> => ({
    sqlType: /^date$/,
    write: (w, row) => w.date(get(row)),
  }),
  /** Seconds after midnight. */
  time: <TRow>(get: (row: TRow) => number): TCopyColumn<TRow> => ({
    sqlType: /^time$/,
    write: (w, row) => w.time(get(row)),
  }),
  /** Epoch milliseconds. */
  timestamptz: <TRow>(get: (row: TRow) => number | null): TCopyColumn<TRow> => ({
    sqlType: /^timestamp with time zone$/,
    write: (w, row) => {
      const v = get(row);
      if (v === null) w.null();
      else w.timestamptz(v);
    },
  }),
  /**
   * `units` of 10^-scale (kuruş: scale 2) into a numeric column of `displayScale` decimals, or an
   * unconstrained one (which keeps the decimals given).
   */
  numeric: <TRow>(
    scale: number,
    displayScale: number,
    get: (row: TRow) => number | null,
  ): TCopyColumn<TRow> => ({
    sqlType: new RegExp(`^numeric(\\(\\d+, ${displayScale}\\))?$`),
    write: (w, row) => {
      const v = get(row);
      if (v === null) w.null();
      else w.numeric(v, scale, displayScale);
    },
  }),
  jsonb: <TRow>(get: (row: TRow) => string | null): TCopyColumn<TRow> => ({
    sqlType: /^jsonb$/,
    write: (w, row) => {
      const v = get(row);
      if (v === null) w.null();
      else w.jsonb(v);
    },
  }),
};

/** Column writers keyed by the drizzle property name, so a renamed column fails to compile. */
export type TCopyFields<TTable extends Table, TRow> = Partial<
  Record<keyof TTable['$inferInsert'], TCopyColumn<TRow>>
>;

export type TCopyTable<TRow> = {
  table: string;
  columns: string[];
  write(w: CopyWriter, row: TRow): void;
};

/**
 * Binds column writers to their table: SQL column names (as drizzle's snake_case casing makes
 * them), each checked against the column's SQL type when the module loads.
 */
export function copyTable<TTable extends Table, TRow>(
  table: TTable,
  fields: TCopyFields<TTable, TRow>,
): TCopyTable<TRow> {
  const defined = getTableColumns(table);
  const name = getTableName(table);
  const entries = Object.entries(fields).filter(
    (e): e is [string, TCopyColumn<TRow>] => e[1] !== undefined,
  );
  const columns = entries.map(([key, field]) => {
    const column = defined[key];
    if (!column) throw new Error(`${name} has no column ${key}`);
    if (!field.sqlType.test(column.getSQLType()))
      throw new Error(`${name}.${key} is ${column.getSQLType()}, not ${String(field.sqlType)}`);
    return column.keyAsName ? toSnakeCase(key) : column.name;
  });
  const writers = entries.map(([, field]) => field.write);
  return {
    table: name,
    columns,
    write(w, row) {
      w.row(writers.length);
      for (const write of writers) write(w, row);
    },
  };
}
