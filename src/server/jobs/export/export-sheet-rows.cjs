'use strict';
// One exported row as the sheet's 12 cells (spec §2), in the writer thread (export-sheet-worker.cjs),
// which reads the rows itself. Plain JavaScript, like the worker. `format` comes from
// export-workbook.ts: { fields: the row array's field names, labels: { docType, scenarioType,
// documentStatus, clientResponse: { [code]: label } }, commercialScenario, responsesWithMessage }.
const { fitCell } = require('../../lib/xlsx-cells.cjs');

const labelOf = (labels, code) => (code === null ? '' : (labels[code] ?? String(code)));

/** Excel counts days, not instants: the calendar day at UTC midnight keeps it on that day. */
const calendarDate = (isoDay) => new Date(`${String(isoDay).slice(0, 10)}T00:00:00Z`);

function createRowCells(format) {
  const at = Object.fromEntries(format.fields.map((field, i) => [field, i]));
  const { labels } = format;
  return function rowCells(row) {
    const get = (field) => row[at[field]];
    const device = [get('deviceDescription'), get('deviceSerialNumber')]
      .filter(Boolean)
      .join(' / ');
    const gibCode = get('gibStatusCode');
    const gib = gibCode === null ? '' : `${gibCode} - ${get('gibStatusText') ?? ''}`;
    // Spec §4: the client response exists only for commercial invoices; its message for 2 or 3.
    let response = '';
    const state = get('responseState');
    if (get('scenarioType') === format.commercialScenario && state !== null) {
      response = labelOf(labels.clientResponse, state);
      const message = get('responseMessage');
      if (format.responsesWithMessage.includes(state) && message) response += ` - ${message}`;
    }
    const cells = [
      get('storeName'),
      labelOf(labels.docType, get('docType')),
      get('invoiceNo') ?? '',
      calendarDate(get('invoiceDate')),
      labelOf(labels.scenarioType, get('scenarioType')),
      get('ettn'),
      get('posUserFullName') ?? '',
      device,
      Number(get('totalPayAmount')),
      labelOf(labels.documentStatus, get('status')),
      gib,
      response,
    ].map((v) => (typeof v === 'string' ? fitCell(v) : v));
    return { cells, currency: get('currencyCode') };
  };
}

module.exports = { createRowCells };
