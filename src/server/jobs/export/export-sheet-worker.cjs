'use strict';
// The export's .xlsx writer (export-workbook.ts), in a worker thread: exceljs's streaming writer is
// synchronous CPU work that would otherwise hold the job process's event loop for seconds, and its
// garbage stays inside this thread's capped heap. Plain JavaScript so it needs no TypeScript loader.
// workerData: { exceljsPath, file, sheetName, columns: [{ header, width, numFmt? }], moneyColumn,
// moneyFormats: { [currency]: numFmt } }. Messages in: { rows: [[cells, currency], …] } or
// { finish: true }; out: { written: n }, { finished: true } or { error: message }.
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

parentPort.on('message', (message) => {
  try {
    if (message.rows) {
      write(message.rows);
      parentPort.postMessage({ written: message.rows.length });
      return;
    }
    sheet.commit();
    workbook.commit().then(() => parentPort.postMessage({ finished: true }), reportError);
  } catch (err) {
    reportError(err);
  }
});
