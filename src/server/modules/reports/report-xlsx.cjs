'use strict';
// The .xlsx of a report (report-file-worker.cjs): title lines, the column titles, then the rows,
// with exceljs's streaming writer and inline strings, waiting for the zip after each batch.
const { fitCell } = require('../../lib/xlsx-cells.cjs');
const { zipBacklogOf } = require('../../lib/xlsx-zip-backlog.cjs');

const NUMBER_FORMATS = {
  money: '#,##0.00',
  decimal: '0.##',
  integer: '#,##0',
  day: 'dd.mm.yyyy',
};

function writeXlsx({ paths, sink, cells, title, headerLines, sheetName, noRows }) {
  const ExcelJS = require(paths.exceljs);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = cells.shown.map((c) => ({ width: Math.max(8, Math.round(c.width * 1.4)) }));
  // One style object per column, shared by its cells (exceljs finds a known style by identity).
  const styles = cells.shown.map((c) =>
    NUMBER_FORMATS[c.kind] ? { numFmt: NUMBER_FORMATS[c.kind] } : {},
  );
  const titleRow = sheet.addRow([fitCell(title)]);
  titleRow.font = { bold: true, size: 14 };
  titleRow.commit();
  for (const line of headerLines) sheet.addRow([fitCell(line)]).commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(cells.shown.map((c) => fitCell(c.title)));
  header.font = { bold: true };
  header.commit();
  const zip = zipBacklogOf(sheet);
  return {
    async write(rows) {
      for (const values of rows) {
        const row = sheet.addRow(
          cells.valuesOf(values).map((v) => (typeof v === 'string' ? fitCell(v) : v)),
        );
        for (let i = 0; i < styles.length; i++) row.getCell(i + 1).style = styles[i];
        row.commit();
      }
      await zip.caughtUp();
    },
    async end(rowCount) {
      if (rowCount === 0) sheet.addRow([fitCell(noRows)]).commit();
      sheet.commit();
      await workbook.commit();
    },
  };
}

module.exports = { writeXlsx };
