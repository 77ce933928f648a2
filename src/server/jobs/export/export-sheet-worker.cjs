'use strict';
// The export's .xlsx writer (export-workbook.ts), in a worker thread that also reads the rows: on a
// connection of its own, so the job process never holds them (their objects grew its heap by up
// to ~50 MB over an export), and exceljs's synchronous CPU work and garbage stay in this thread's
// capped heap. Plain JavaScript so it needs no TypeScript loader.
// workerData: { exceljsPath, pgPath, file, sheetName, columns: [{ header, width, numFmt? }],
// moneyColumn, moneyFormat, rowFormat (export-sheet-rows.cjs), source: { connection, statements }
// (TCursorStatements, built by the invoice module). Messages out: { finished: true, rowCount,
// peakZipBacklog } or { error: message }.
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const ExcelJS = require(workerData.exceljsPath);
const pg = require(workerData.pgPath);
const { createRowCells } = require('./export-sheet-rows.cjs');
const { readInBatches } = require('../../db/cursor-batches.cjs');
const { zipBacklogOf } = require('../../lib/xlsx-zip-backlog.cjs');

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

const zip = zipBacklogOf(sheet);
let peakZipBacklog = 0;
async function onBatch(rows) {
  write(rows);
  peakZipBacklog = Math.max(peakZipBacklog, zip.backlog());
  await zip.caughtUp();
}

async function run() {
  const { connection, statements } = workerData.source;
  const rowCount = await readInBatches(pg, connection, statements, { onBatch });
  sheet.commit();
  await workbook.commit();
  parentPort.postMessage({ finished: true, rowCount, peakZipBacklog });
}

run().catch(reportError);
