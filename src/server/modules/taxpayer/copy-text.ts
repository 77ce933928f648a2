import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type TCopyValue = string | number | null;

/** One row in COPY text format: `\N` for null, backslash escapes for the separators. */
export function copyLine(values: readonly TCopyValue[]): string {
  return (
    values
      .map((v) => {
        if (v === null) return '\\N';
        if (typeof v === 'number') return String(v);
        return v.replace(/[\\\t\n\r]/g, (c) =>
          c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
        );
      })
      .join('\t') + '\n'
  );
}

/** Streams ready lines into `table (columns)` with COPY … FROM STDIN. */
export async function copyLines(
  client: pg.PoolClient,
  table: string,
  columns: readonly string[],
  lines: readonly string[],
): Promise<void> {
  if (lines.length === 0) return;
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from([lines.join('')]), stream);
}
