import ExcelJS from 'exceljs';
import {
  ClientResponse,
  DocType,
  DocumentStatus,
  ScenarioType,
} from '../../../shared/domain/enums';
import { en } from '../../../shared/i18n/en';
import type { TLanguage } from '../../../shared/i18n/languages';
import { tr } from '../../../shared/i18n/tr';
import type { TTranslations } from '../../../shared/i18n/types';
import type { TExportDocument } from '../../modules/invoice/invoice.public';

const TEXTS: Record<TLanguage, TTranslations> = { tr, en };

/** Column widths in characters, in the screen's order (spec §2). */
const WIDTHS = [28, 14, 20, 14, 12, 38, 22, 28, 18, 16, 40, 28];
const DATE_FORMAT = 'dd-mm-yyyy';
const DEFAULT_CURRENCY = 'TRY';
const moneyFormat = (currency: string) => `#,##0.00 "${currency}"`;
/** Set once per column: exceljs re-derives a style for every cell that sets its own. */
const COLUMN_STYLES: Partial<ExcelJS.Style>[] = [];
COLUMN_STYLES[3] = { numFmt: DATE_FORMAT };
COLUMN_STYLES[8] = { numFmt: moneyFormat(DEFAULT_CURRENCY) };

/**
 * A text a spreadsheet could run as a formula (`= + - @`, or a tab or carriage return before
 * one) gets a leading apostrophe, the usual CSV-injection guard, so it always stays text.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function labelOf(
  labels: Record<string, string>,
  codes: Record<string, number>,
  code: number | null,
) {
  if (code === null) return '';
  const key = Object.keys(codes).find((k) => codes[k] === code);
  return (key && labels[key]) ?? String(code);
}

/** Excel counts days, not instants: the calendar day at UTC midnight keeps it on that day. */
function calendarDate(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00Z`);
}

function cells(doc: TExportDocument, t: TTranslations): (string | number | Date)[] {
  const e = t.enums;
  const device = [doc.deviceDescription, doc.deviceSerialNumber].filter(Boolean).join(' / ');
  const gib = doc.gibStatusCode === null ? '' : `${doc.gibStatusCode} - ${doc.gibStatusText ?? ''}`;
  // Spec §4: the client response exists only for commercial (2) invoices; its message for 2 or 3.
  let response = '';
  if (doc.scenarioType === ScenarioType.ticari && doc.responseState !== null) {
    response = labelOf(e.clientResponse, ClientResponse, doc.responseState);
    const withMessage =
      doc.responseState === ClientResponse.accepted ||
      doc.responseState === ClientResponse.rejected;
    if (withMessage && doc.responseMessage) response = `${response} - ${doc.responseMessage}`;
  }
  return [
    doc.storeName,
    labelOf(e.docType, DocType, doc.docType),
    doc.invoiceNo ?? '',
    calendarDate(doc.invoiceDate),
    labelOf(e.scenarioType, ScenarioType, doc.scenarioType),
    doc.ettn,
    doc.posUserFullName ?? '',
    device,
    Number(doc.totalPayAmount),
    labelOf(e.documentStatus, DocumentStatus, doc.status),
    gib,
    response,
  ].map((v) => (typeof v === 'string' ? neutraliseFormula(v) : v));
}

export type TExportWorkbook = {
  add(rows: TExportDocument[]): void;
  finish(): Promise<void>;
};

/**
 * The document list as an .xlsx written by exceljs's streaming writer straight to `file`: each
 * row is committed as it is added, so memory holds neither the rows nor the sheet. Inline strings
 * (no shared-strings table) keep it that way for any number of rows.
 */
export function createExportWorkbook(file: string, language: TLanguage): TExportWorkbook {
  const t = TEXTS[language];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(t.documentExport.sheetName, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  // The screen's own column titles (spec §2), so the file and the list say the same.
  const c = t.documentList.columns;
  sheet.columns = [
    c.storeName,
    c.docType,
    c.invoiceNo,
    c.invoiceDate,
    c.scenarioType,
    c.ettn,
    c.user,
    c.device,
    c.totalPayAmount,
    c.status,
    c.gibStatus,
    c.clientResponse,
  ].map((header, i) => ({ header, width: WIDTHS[i] ?? 16, style: COLUMN_STYLES[i] ?? {} }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    add(rows) {
      for (const doc of rows) {
        const row = sheet.addRow(cells(doc, t));
        if (doc.currencyCode !== DEFAULT_CURRENCY) {
          row.getCell(9).numFmt = moneyFormat(doc.currencyCode);
        }
        row.commit();
      }
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
