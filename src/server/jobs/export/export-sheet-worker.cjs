'use strict';
// The export's .xlsx writer (export-workbook.ts), in a worker thread that also reads the rows: on a
// connection of its own, so the job process never holds them (their objects grew its heap by up
// to ~50 MB over an export), and exceljs's synchronous CPU work and garbage stay in this thread's
// capped heap. Plain JavaScript so it needs no TypeScript loader.
// workerData: { exceljsPath, pgPath, file, sheetName, columns: [{ header, width, numFmt? }],
// moneyColumn, moneyFormat, rowFormat (export-sheet-rows.cjs), source: { connection, statements }
// (TExportRowStatements, built by the invoice module). Messages out: { finished: true, rowCount,
// peakZipBacklog } or { error: message }.
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const ExcelJS = require(workerData.exceljsPath);
const pg = require(workerData.pgPath);
const { createRowCells } = require('./export-sheet-rows.cjs');

// A date column stays the calendar day it is (pg would make it a local-midnight Date).
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

const reportError = (err) => parentPort.postMessage({ error: String((err && err.message) || err) });
// The file's own stream, so a file that cannot be opened or written is reported at once:
// exceljs listens for its errors only once the workbook is being committed.
const output = fs.createWriteStream(workerData.file);
output.on('error', reportError);
const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
  stream: output,
  useSharedStrings: false,
  useStyles: true,
});
const sheet = workbook.addWorksheet(workerData.sheetName, {
  views: [{ state: 'frozen', ySplit: 1 }],
});
// One style object per column, shared by all its cells: exceljs finds a style it has seen by
// identity, where a fresh copy per cell is rendered again to find its id (most of the CPU).
const styles = workerData.columns.map((c) => (c.numFmt ? { numFmt: c.numFmt } : {}));
const moneyStyles = new Map();
function moneyStyle(currency) {
  let style = moneyStyles.get(currency);
  if (!style) {
    style = { numFmt: workerData.moneyFormat.replace('{currency}', currency) };
    moneyStyles.set(currency, style);
  }
  return style;
}
sheet.columns = workerData.columns.map((c, i) => ({
  header: c.header,
  width: c.width,
  style: styles[i],
}));
sheet.getRow(1).font = { bold: true };
sheet.getRow(1).commit();

const rowCells = createRowCells(workerData.rowFormat);
function write(rows) {
  for (const values of rows) {
    const { cells, currency } = rowCells(values);
    const row = sheet.addRow(cells);
    for (let i = 0; i < styles.length; i++) {
      row.getCell(i + 1).style = i === workerData.moneyColumn ? moneyStyle(currency) : styles[i];
    }
    row.commit();
  }
}

// exceljs hands the sheet's XML to archiver's input stream without waiting for it, and a thread
// that goes straight on to the next batch leaves archiver no turn of the event loop to read it: the
// whole sheet piled up in that input (~60 MB for 100,000 rows) until the commit. So the next batch
// is written only once the zip has caught up, which bounds the XML in memory to about this much.
const MAX_ZIP_BACKLOG = 2 * 1024 * 1024;
// exceljs 4.4 exposes no backpressure: the sheet's stream (StreamBuf) keeps its consumers in
// `pipes`, the first being archiver's input, whose queued bytes are readable-stream's state.
// If a new version moves these, the backlog reads 0 and export-workbook.test.ts fails.
const zipInput = () => sheet.stream.pipes[0];
const zipBacklog = () => zipInput()?._writableState?.length ?? 0;
function zipCaughtUp() {
  // Beyond its high-water mark the input owes a 'drain' once it has passed everything on.
  if (zipBacklog() <= MAX_ZIP_BACKLOG) return Promise.resolve();
  return new Promise((resolve) => zipInput().once('drain', resolve));
}

async function writeRows(client, statements) {
  await client.query(statements.setup);
  await client.query(statements.begin);
  await client.query(statements.declare.text, statements.declare.params);
  // Rows as arrays in the select's order: no object per row.
  const fetch = () => client.query({ text: statements.fetch, rowMode: 'array' });
  let rowCount = 0;
  let peakZipBacklog = 0;
  let batch = await fetch();
  for (;;) {
    const rows = batch.rows;
    rowCount += rows.length;
    // The next batch is read while this one is written; a failed read is handled when awaited.
    const ahead = rows.length === statements.batchSize ? fetch() : undefined;
    ahead?.catch(() => {});
    write(rows);
    peakZipBacklog = Math.max(peakZipBacklog, zipBacklog());
    await zipCaughtUp();
    if (!ahead) break;
    batch = await ahead;
  }
  await client.query(statements.end);
  return { rowCount, peakZipBacklog };
}

async function run() {
  const client = new pg.Client(workerData.source.connection);
  // A connection lost while idle fails the next query, which reports it; this only keeps the
  // 'error' event from ending the thread first.
  client.on('error', () => {});
  await client.connect();
  let written;
  try {
    written = await writeRows(client, workerData.source.statements);
  } finally {
    await client.end().catch(() => {});
  }
  sheet.commit();
  await workbook.commit();
  parentPort.postMessage({ finished: true, ...written });
}

run().catch(reportError);
