import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type pg from 'pg';
import type { DayCounts } from './bulk-counts';
import { documentRows, exchangeRows, lineRows, paymentRows, saleRows } from './copy-rows';
import { CopyWriter } from './copy-binary';
import { copyChunks } from './copy-stream';
import type { TSeedDocument } from './document-types';

const BATCH_DOCUMENTS = 25_000;
// Small slices keep the event loop turning, so the previous batch streams to PostgreSQL while
// the next one is generated.
const SLICE_DOCUMENTS = 500;

/** One writer per table, kept for the whole load so their chunks are reused batch after batch. */
type TWriters = Record<'sales' | 'payments' | 'lines' | 'documents' | 'exchanges', CopyWriter>;

type TBatch = { count: number; rows: number } & Record<keyof TWriters, Buffer[]>;

/** The rows of the next BATCH_DOCUMENTS documents, written for COPY. */
async function nextBatch(
  source: Iterator<TSeedDocument>,
  w: TWriters,
  counts: DayCounts | null,
): Promise<TBatch | null> {
  let count = 0;
  let rows = 0;
  while (count < BATCH_DOCUMENTS) {
    let sliced = 0;
    for (; sliced < SLICE_DOCUMENTS; sliced++) {
      const next = source.next();
      if (next.done) break;
      const doc = next.value;
      saleRows.write(w.sales, doc);
      for (const payment of doc.sale.payments) paymentRows.write(w.payments, { doc, payment });
      for (const line of doc.lines) lineRows.write(w.lines, { doc, line });
      documentRows.write(w.documents, doc);
      for (const exchange of doc.exchanges) exchangeRows.write(w.exchanges, { doc, exchange });
      counts?.add(doc);
      rows += 2 + doc.sale.payments.length + doc.lines.length + doc.exchanges.length;
    }
    count += sliced;
    if (sliced < SLICE_DOCUMENTS) break;
    await yieldToEventLoop();
  }
  if (count === 0) return null;
  return {
    count,
    rows,
    sales: w.sales.take(),
    payments: w.payments.take(),
    lines: w.lines.take(),
    documents: w.documents.take(),
    exchanges: w.exchanges.take(),
  };
}

async function copyBatch(
  client: pg.PoolClient,
  batch: TBatch,
  w: TWriters,
  freeze: boolean,
): Promise<void> {
  // Parents first: without the bulk path the foreign keys are checked row by row.
  await copyChunks(client, saleRows, batch.sales, freeze);
  await copyChunks(client, paymentRows, batch.payments, freeze);
  await copyChunks(client, lineRows, batch.lines, freeze);
  await copyChunks(client, documentRows, batch.documents, freeze);
  await copyChunks(client, exchangeRows, batch.exchanges, freeze);
  w.sales.recycle(batch.sales);
  w.payments.recycle(batch.payments);
  w.lines.recycle(batch.lines);
  w.documents.recycle(batch.documents);
  w.exchanges.recycle(batch.exchanges);
}

export const BIG_TABLES = [
  saleRows.table,
  paymentRows.table,
  lineRows.table,
  documentRows.table,
  exchangeRows.table,
];

/**
 * COPYs every generated document with its sale, payments, lines and integrator exchanges.
 * Generation of batch n+1 overlaps the COPY of batch n; at most two batches are held in memory.
 */
export async function loadDocuments(
  client: pg.PoolClient,
  source: Iterator<TSeedDocument>,
  opts: {
    total: number;
    freeze: boolean;
    /** Counts the documents per day (bulk path, count trigger paused). */
    counts: DayCounts | null;
    log: (m: string) => void;
  },
): Promise<number> {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  let loaded = 0;
  let rows = 0;
  let lastLog = started;
  let inflight: Promise<void> = Promise.resolve();
  const writers: TWriters = {
    sales: new CopyWriter(),
    payments: new CopyWriter(),
    lines: new CopyWriter(),
    documents: new CopyWriter(),
    exchanges: new CopyWriter(),
  };
  for (;;) {
    const batch = await nextBatch(source, writers, opts.counts);
    await inflight;
    if (!batch) break;
    inflight = copyBatch(client, batch, writers, opts.freeze);
    inflight.catch(() => undefined);
    loaded += batch.count;
    rows += batch.rows;
    if (performance.now() - lastLog > 10_000) {
      lastLog = performance.now();
      const rate = loaded / elapsed();
      opts.log(
        `  ${loaded.toLocaleString('en')} / ${opts.total.toLocaleString('en')} documents` +
          ` (${Math.round((100 * loaded) / Math.max(1, opts.total))} %), ${Math.round(rate).toLocaleString('en')} docs/s,` +
          ` ~${Math.round((opts.total - loaded) / rate)} s left`,
      );
    }
  }
  const seconds = elapsed();
  opts.log(
    `  Copied ${loaded.toLocaleString('en')} documents, ${rows.toLocaleString('en')} rows in all, in ${seconds.toFixed(1)} s` +
      ` (${Math.round(rows / Math.max(seconds, 0.001)).toLocaleString('en')} rows/s)`,
  );
  return loaded;
}
