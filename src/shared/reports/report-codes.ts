import { z } from 'zod';

/**
 * The reports the server can build, by definition code (the seeded catalogue's codes and the
 * numbering report). A definition names one of them; its layout is the generator's.
 */
export const REPORT_CODES = [
  'SALES_DAILY',
  'SALES_BY_STORE',
  'PAYMENT_TYPES',
  'EDOC_STATUS',
  'FAILED_DOCS',
  'CANCELLED_EARSIV',
  'VAT_SUMMARY',
  'DEVICE_ACTIVITY',
  'Z_REPORT_SUMMARY',
  'SERIES_NUMBERING',
] as const;
export const ZReportCode = z.enum(REPORT_CODES);

/** Reports built from the sales (their lines and payments), which have no document type. */
export const REPORTS_WITHOUT_DOC_TYPE: readonly TReportCode[] = ['VAT_SUMMARY', 'PAYMENT_TYPES'];
export type TReportCode = z.infer<typeof ZReportCode>;

export const REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export const ZReportFormat = z.enum(REPORT_FORMATS);
export type TReportFormat = z.infer<typeof ZReportFormat>;
