import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { COPY_BINARY_HEADER, COPY_BINARY_TRAILER } from './copy-binary';
import type { TCopyTable } from './copy-format';

/** Streams rows written in the binary COPY format into one table; backpressure is left to the pipeline. */
export async function copyChunks<T>(
  client: pg.PoolClient,
  target: TCopyTable<T>,
  chunks: readonly Buffer[],
  freeze: boolean,
): Promise<void> {
  if (chunks.length === 0) return;
  const columns = target.columns.map((c) => `"${c}"`).join(', ');
  const options = freeze ? 'format binary, freeze' : 'format binary';
  const stream = client.query(
    copyFrom(`copy "${target.table}" (${columns}) from stdin with (${options})`),
  );
  const data = [COPY_BINARY_HEADER, ...chunks, COPY_BINARY_TRAILER];
  await pipeline(Readable.from(data, { objectMode: false }), stream);
}
