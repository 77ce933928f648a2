import pg from 'pg';
import { Column, fillPlaceholders, is, SQL, type SQLWrapper } from 'drizzle-orm';
import type { TDb } from './database';

/** What drizzle's node-postgres driver reads as text to decode itself (dates, timestamps, intervals). */
const AS_TEXT = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const TYPES = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format)) as never,
};

type TDecoder = (value: unknown) => unknown;

// An SQL field's `mapWith` decoder: public on the object, left out of drizzle's declared type.
type TWithDecoder = { decoder: { mapFromDriverValue(value: unknown): unknown } };

function decoderOf(field: unknown): TDecoder {
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  const sqlOf = is(field, SQL) ? field : is(field, SQL.Aliased) ? field.sql : null;
  if (!sqlOf) throw new Error('a kept select holds columns and SQL only');
  const { decoder } = sqlOf as unknown as TWithDecoder;
  return (value) => decoder.mapFromDriverValue(value);
}

/** The pool a database object was made on (drizzle keeps it as `$client`). */
function poolOf(db: TDb): pg.Pool {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('a kept select runs on a pool');
  return client;
}

type TSelectQuery = {
  toSQL(): { sql: string; params: unknown[] };
  execute(): Promise<unknown[]>;
};
type TRowOf<TQuery extends TSelectQuery> = Awaited<ReturnType<TQuery['execute']>>[number];

export type TKeptSelect<TRow> = {
  run(values: Record<string, unknown>): Promise<TRow[]>;
};

/**
 * A select built once and run many times with named placeholders (`sql.placeholder`): its text
 * and parameters are rendered once, and each selected field's decoder is looked up once, where
 * drizzle's own mapping decides it for every field of every row on every run. Rows come back as
 * arrays in the selection's order (a flat selection: a column or SQL per key).
 */
export function keptSelect<TQuery extends TSelectQuery>(
  db: TDb,
  query: TQuery,
  fields: Record<string, SQLWrapper>,
): TKeptSelect<TRowOf<TQuery>> {
  const { sql: text, params } = query.toSQL();
  const decoders = Object.entries(fields).map(([key, field]) => [key, decoderOf(field)] as const);
  const pool = poolOf(db);
  return {
    async run(values) {
      const result = await pool.query<unknown[]>({
        text,
        values: fillPlaceholders(params, values),
        rowMode: 'array',
        types: TYPES,
      });
      return result.rows.map((raw: unknown[]) => {
        const row: Record<string, unknown> = {};
        decoders.forEach(([key, decode], i) => {
          const value = raw[i];
          row[key] = value === null || value === undefined ? null : decode(value);
        });
        return row as TRowOf<TQuery>;
      });
    },
  };
}
