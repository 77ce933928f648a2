import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { TCopyTable } from './copy-format';

/** Streams ready-made COPY text chunks into one table; backpressure is left to the pipeline. */
export async function copyChunks<T>(
  client: pg.PoolClient,
  target: TCopyTable<T>,
  chunks: readonly Buffer[],
  freeze: boolean,
): Promise<void> {
  if (chunks.length === 0) return;
  const columns = target.columns.map((c) => `"${c}"`).join(', ');
  const options = freeze ? ' with (freeze)' : '';
  const stream = client.query(copyFrom(`copy "${target.table}" (${columns}) from stdin${options}`));
  await pipeline(Readable.from(chunks, { objectMode: false }), stream);
}
