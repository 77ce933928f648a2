import type { TReportCode } from '../../../shared/reports/report-codes';
import type { trReportFiles } from '../../../shared/i18n/tr/report-files';
import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import {
  cancelledDocumentsQuery,
  deviceActivityQuery,
  documentStatusQuery,
  failedDocumentsQuery,
  salesByStoreQuery,
  salesDailyQuery,
  zReportSummaryQuery,
} from './document-reports.repository';
import { numberingQuery } from './numbering-report.repository';
import type { TReportParams, TReportQuery } from './report-params';
import { paymentTypesQuery, vatSummaryQuery } from './sale-reports.repository';

export type TColumnTitle = keyof (typeof trReportFiles)['reportFiles']['columns'];

/**
 * How the file writer shows a cell (report-file-worker.cjs): text as it is; number a number as
 * it is (a year, a sequence); integer, decimal and money as numbers (grouped; money with 2 decimals); day a calendar day; instant a moment shown in
 * Istanbul time; docType and status the enumeration's label; numbering the numbering report's row
 * text (from its `kind` and `missing` columns).
 */
export type TCellKind =
  | 'text'
  | 'number'
  | 'integer'
  | 'decimal'
  | 'money'
  | 'day'
  | 'instant'
  | 'docType'
  | 'status'
  | 'paymentType'
  | 'numbering'
  | 'hidden';

/** One column of the query's row, in the select's order; `width` is a relative share. */
export type TReportColumn = { title: TColumnTitle; kind: TCellKind; width: number };

export type TReportSource = {
  columns: readonly TReportColumn[];
  query: (db: TDb, scope: TDataScope, params: TReportParams) => TReportQuery;
};

const col = (title: TColumnTitle, kind: TCellKind, width = 10): TReportColumn => ({
  title,
  kind,
  width,
});
const TOTALS = [
  col('currency', 'text', 7),
  col('documents', 'integer', 8),
  col('amount', 'money', 12),
  col('cancelled', 'integer', 7),
  col('failed', 'integer', 7),
];
const DOCUMENT = [
  col('invoiceDate', 'day', 9),
  col('store', 'text', 16),
  col('docType', 'docType', 9),
  col('invoiceNo', 'text', 14),
  col('amount', 'money', 10),
  col('currency', 'text', 7),
];

/** Every report code's layout and query; a definition's code picks one. */
export const REPORT_SOURCES: Record<TReportCode, TReportSource> = {
  SALES_DAILY: {
    columns: [col('day', 'day', 9), col('store', 'text', 20), ...TOTALS],
    query: salesDailyQuery,
  },
  SALES_BY_STORE: { columns: [col('store', 'text', 24), ...TOTALS], query: salesByStoreQuery },
  PAYMENT_TYPES: {
    columns: [
      col('paymentType', 'paymentType', 16),
      col('currency', 'text', 7),
      col('payments', 'integer', 8),
      col('amount', 'money', 12),
    ],
    query: paymentTypesQuery,
  },
  EDOC_STATUS: {
    columns: [
      col('docType', 'docType', 12),
      col('status', 'status', 14),
      col('currency', 'text', 7),
      col('documents', 'integer', 8),
      col('amount', 'money', 12),
    ],
    query: documentStatusQuery,
  },
  FAILED_DOCS: {
    columns: [...DOCUMENT, col('gibStatus', 'text', 16), col('failureReason', 'text', 24)],
    query: failedDocumentsQuery,
  },
  CANCELLED_EARSIV: {
    columns: [...DOCUMENT, col('cancelDate', 'instant', 11), col('cancelReason', 'text', 26)],
    query: cancelledDocumentsQuery,
  },
  VAT_SUMMARY: {
    columns: [
      col('vatRate', 'decimal', 8),
      col('currency', 'text', 7),
      col('lines', 'integer', 8),
      col('taxableAmount', 'money', 12),
      col('vatAmount', 'money', 12),
    ],
    query: vatSummaryQuery,
  },
  DEVICE_ACTIVITY: {
    columns: [
      col('store', 'text', 16),
      col('device', 'text', 18),
      col('currency', 'text', 7),
      col('documents', 'integer', 8),
      col('amount', 'money', 12),
      col('firstDay', 'day', 9),
      col('lastDay', 'day', 9),
    ],
    query: deviceActivityQuery,
  },
  Z_REPORT_SUMMARY: {
    columns: [
      col('day', 'day', 9),
      col('store', 'text', 16),
      col('device', 'text', 18),
      col('currency', 'text', 7),
      col('documents', 'integer', 8),
      col('amount', 'money', 12),
      col('cancelled', 'integer', 7),
    ],
    query: zReportSummaryQuery,
  },
  SERIES_NUMBERING: {
    columns: [
      col('numbering', 'hidden', 0),
      col('series', 'text', 6),
      col('store', 'text', 16),
      col('docType', 'docType', 9),
      col('year', 'number', 5),
      col('firstNumber', 'number', 10),
      col('lastNumber', 'number', 10),
      col('documents', 'integer', 8),
      col('counter', 'integer', 8),
      col('numbering', 'numbering', 14),
    ],
    query: (_db, scope, params) => numberingQuery(scope, params),
  },
};
