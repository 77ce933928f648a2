'use strict';
// A report's file (report-file.ts), in a worker thread that reads the rows on its own connection
// (db/cursor-batches.cjs) and writes a PDF (pdfkit, DejaVu Sans for the Turkish letters) or an
// .xlsx (exceljs's streaming writer) batch by batch: neither the rows nor the file are ever held
// whole, and the CPU work stays off the server's event loop. The file leaves in chunks of about
// CHUNK bytes; at most CREDITS chunks travel unacknowledged, so a slow download slows the writer
// instead of filling memory. Plain JavaScript so it needs no TypeScript loader.
// workerData: { paths: { pg, exceljs, pdfkit }, fonts: { regular, bold }, format ('pdf'|'xlsx'),
// title, headerLines, sheetName, noRows, pageText, cells (report-cells.cjs), source: { connection,
// statements }}. Messages out: { chunk }, { finished: true, rowCount } or { error }; in: 'ack'.
const { Buffer } = require('node:buffer');
const { Writable } = require('node:stream');
const { parentPort, workerData } = require('node:worker_threads');
const pg = require(workerData.paths.pg);
const { readInBatches } = require('../../db/cursor-batches.cjs');
const { createCells } = require('./report-cells.cjs');
const { writePdf } = require('./report-pdf.cjs');
const { writeXlsx } = require('./report-xlsx.cjs');

pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

const CHUNK = 64 * 1024;
const CREDITS = 8;
let credits = CREDITS;
let resume = null;
parentPort.on('message', (message) => {
  if (message !== 'ack') return;
  credits += 1;
  const next = resume;
  resume = null;
  next?.();
});

let pending = [];
let pendingBytes = 0;
function post(callback) {
  const bytes = Buffer.concat(pending, pendingBytes);
  pending = [];
  pendingBytes = 0;
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  parentPort.postMessage({ chunk: copy }, [copy.buffer]);
  credits -= 1;
  if (credits > 0) callback();
  else resume = callback;
}
const sink = new Writable({
  write(chunk, _encoding, callback) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= CHUNK) post(callback);
    else callback();
  },
  final(callback) {
    if (pendingBytes > 0) post(callback);
    else callback();
  },
});
const sinkDone = new Promise((resolve, reject) => {
  sink.on('finish', resolve);
  sink.on('error', reject);
});

async function run() {
  const cells = createCells(workerData.cells);
  const writer = workerData.format === 'pdf' ? writePdf : writeXlsx;
  let file;
  const { connection, statements } = workerData.source;
  const rowCount = await readInBatches(pg, connection, statements, {
    // The file starts only once the query has answered: a failing query sends no byte.
    onFirstBatch: () => {
      file = writer({ ...workerData, cells, sink });
    },
    onBatch: (rows) => file.write(rows),
  });
  await file.end(rowCount);
  await sinkDone;
  parentPort.postMessage({ finished: true, rowCount });
}

run().catch((err) => parentPort.postMessage({ error: String((err && err.message) || err) }));
