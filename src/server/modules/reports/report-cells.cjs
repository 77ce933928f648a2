'use strict';
// A report row's cells for the file writers (report-file-worker.cjs), by column kind (TCellKind in
// report-sources.ts). `format` comes from report-file.ts: { columns: [{ title, kind, width }],
// labels: { docType, status: { [code]: label }, paymentType: { [code]: word }, numbering:
// { complete, missing, gap } }, locale, timeZone }. Money, decimals and instants are shown as
// tr-TR does (shared/format renders the same on screen); the .xlsx keeps numbers and days as
// values with a display format.

/** 'yyyy-MM-dd' → its calendar day at UTC midnight, which a spreadsheet keeps as that day. */
const calendarDate = (isoDay) => new Date(`${String(isoDay).slice(0, 10)}T00:00:00Z`);

/** 'yyyy-MM-dd' → 'dd.MM.yyyy' (domain.md: Turkish dates). */
function dottedDay(isoDay) {
  const [y, m, d] = String(isoDay).slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

function createCells(format) {
  const money = new Intl.NumberFormat(format.locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const decimal = new Intl.NumberFormat(format.locale, { maximumFractionDigits: 2 });
  const integer = new Intl.NumberFormat(format.locale, { maximumFractionDigits: 0 });
  const instant = new Intl.DateTimeFormat(format.locale, {
    timeZone: format.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const { labels } = format;
  const rowKindAt = format.columns.findIndex((c) => c.kind === 'hidden');
  const label = (map, code) => (code === null ? '' : (map[code] ?? String(code)));

  function numbering(row, missing) {
    if (row[rowKindAt] === 1) return labels.numbering.gap;
    const count = Number(missing);
    return count === 0
      ? labels.numbering.complete
      : labels.numbering.missing.replace('{{count}}', integer.format(count));
  }

  /** The cell as text (PDF). */
  function text(kind, value, row) {
    if (kind === 'numbering') return numbering(row, value);
    if (value === null || value === undefined) return '';
    switch (kind) {
      case 'number':
        return String(value);
      case 'integer':
        return integer.format(Number(value));
      case 'decimal':
        return decimal.format(Number(value));
      case 'money':
        return money.format(Number(value));
      case 'day':
        return dottedDay(value);
      case 'instant':
        return instant.format(value).replace(',', '');
      case 'docType':
        return label(labels.docType, value);
      case 'status':
        return label(labels.status, value);
      case 'paymentType':
        return label(labels.paymentType, value);
      default:
        return String(value);
    }
  }

  /** The cell as a spreadsheet value: numbers and days stay values. */
  function value(kind, raw, row) {
    if (raw === null || raw === undefined) return kind === 'numbering' ? numbering(row, raw) : null;
    switch (kind) {
      case 'number':
      case 'integer':
      case 'decimal':
      case 'money':
        return Number(raw);
      case 'day':
        return calendarDate(raw);
      default:
        return text(kind, raw, row);
    }
  }

  const shown = format.columns
    .map((column, index) => ({ ...column, index }))
    .filter((c) => c.kind !== 'hidden');
  return {
    shown,
    textsOf: (row) => shown.map((c) => text(c.kind, row[c.index], row)),
    valuesOf: (row) => shown.map((c) => value(c.kind, row[c.index], row)),
  };
}

module.exports = { createCells };
