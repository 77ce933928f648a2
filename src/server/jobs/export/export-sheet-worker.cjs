'use strict';
// The export's .xlsx writer (export-workbook.ts), in a worker thread: exceljs's streaming writer is
// synchronous CPU work that would otherwise hold the job process's event loop for seconds, and its
// garbage stays inside this thread's capped heap. Plain JavaScript so it needs no TypeScript loader.
// workerData: { exceljsPath, file, sheetName, columns: [{ header, width, numFmt? }], moneyColumn,
// moneyFormats: { [currency]: numFmt } }. Messages in: { rows: [[cells, currency], …] } or
// { finish: true }; out: { written: n, zipBacklog: bytes }, { finished: true } or { error: message }.
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const ExcelJS = require(workerData.exceljsPath);

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

function write(rows) {
  for (const [values, currency] of rows) {
    const row = sheet.addRow(values);
    for (let i = 0; i < styles.length; i++) {
      row.getCell(i + 1).style = i === workerData.moneyColumn ? moneyStyle(currency) : styles[i];
    }
    row.commit();
  }
}

// exceljs hands the sheet's XML to archiver's input stream without waiting for it, and a thread
// that goes straight on to the next batch leaves archiver no turn of the event loop to read it: the
// whole sheet piled up in that input (~60 MB for 100,000 rows) until the commit. So a batch counts
// as written only once the zip has caught up, which bounds the XML in memory to about this much.
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

// Messages wait here so each batch is written, and the zip caught up, before the next one starts.
const inbox = [];
let busy = false;
async function drainInbox() {
  busy = true;
  try {
    while (inbox.length > 0) {
      const message = inbox.shift();
      if (message.rows) {
        write(message.rows);
        const backlog = zipBacklog();
        await zipCaughtUp();
        parentPort.postMessage({ written: message.rows.length, zipBacklog: backlog });
      } else {
        sheet.commit();
        await workbook.commit();
        parentPort.postMessage({ finished: true });
      }
    }
  } catch (err) {
    reportError(err);
  } finally {
    busy = false;
  }
}

parentPort.on('message', (message) => {
  inbox.push(message);
  if (!busy) void drainInbox();
});
