import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type pg from 'pg';
import { lineRows, paymentRows, saleRows, documentRows } from './copy-rows';
import { copyChunks } from './copy-stream';
import type { TSeedDocument } from './document-types';

const BATCH_DOCUMENTS = 25_000;
// Small slices keep the event loop turning, so the previous batch streams to PostgreSQL while
// the next one is generated.
const SLICE_DOCUMENTS = 500;

type TBatch = {
  count: number;
  rows: number;
  sales: Buffer[];
  payments: Buffer[];
  lines: Buffer[];
  documents: Buffer[];
};

/**
 * Each slice becomes one Buffer per table: the text leaves the JS heap at once, so the garbage
 * collector never has to walk millions of row strings.
 */
async function nextBatch(source: Iterator<TSeedDocument>): Promise<TBatch | null> {
  const batch: TBatch = { count: 0, rows: 0, sales: [], payments: [], lines: [], documents: [] };
  while (batch.count < BATCH_DOCUMENTS) {
    const sales: string[] = [];
    const payments: string[] = [];
    const lines: string[] = [];
    const documents: string[] = [];
    for (let i = 0; i < SLICE_DOCUMENTS; i++) {
      const next = source.next();
      if (next.done) break;
      const doc = next.value;
      sales.push(saleRows.line(doc));
      for (const payment of doc.sale.payments) payments.push(paymentRows.line({ doc, payment }));
      for (const line of doc.lines) lines.push(lineRows.line({ doc, line }));
      documents.push(documentRows.line(doc));
    }
    if (documents.length > 0) {
      batch.count += documents.length;
      batch.rows += sales.length + payments.length + lines.length + documents.length;
      batch.sales.push(Buffer.from(sales.join('')));
      batch.payments.push(Buffer.from(payments.join('')));
      batch.lines.push(Buffer.from(lines.join('')));
      batch.documents.push(Buffer.from(documents.join('')));
    }
    if (documents.length < SLICE_DOCUMENTS) break;
    await yieldToEventLoop();
  }
  return batch.count === 0 ? null : batch;
}

async function copyBatch(client: pg.PoolClient, batch: TBatch, freeze: boolean): Promise<void> {
  // Parents first: without the bulk path the foreign keys are checked row by row.
  await copyChunks(client, saleRows, batch.sales, freeze);
  await copyChunks(client, paymentRows, batch.payments, freeze);
  await copyChunks(client, lineRows, batch.lines, freeze);
  await copyChunks(client, documentRows, batch.documents, freeze);
}

export const BIG_TABLES = [saleRows.table, paymentRows.table, lineRows.table, documentRows.table];

/**
 * COPYs every generated document with its sale, payments and lines. Generation of batch n+1
 * overlaps the COPY of batch n; at most two batches are held in memory.
 */
export async function loadDocuments(
  client: pg.PoolClient,
  source: Iterator<TSeedDocument>,
  opts: { total: number; freeze: boolean; log: (m: string) => void },
): Promise<number> {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  let loaded = 0;
  let rows = 0;
  let lastLog = started;
  let inflight: Promise<void> = Promise.resolve();
  for (;;) {
    const batch = await nextBatch(source);
    await inflight;
    if (!batch) break;
    inflight = copyBatch(client, batch, opts.freeze);
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
