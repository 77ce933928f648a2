import { z } from 'zod';
import {
  ZClientResponse,
  ZCurrency,
  ZDocType,
  ZDocumentStatus,
  ZInvoiceType,
  ZSaleTransactionStatus,
  ZScenarioType,
} from '../domain/enums';
import { ZPage } from '../list/page-envelope';

/** Spec §3 "Document (list row)". Dates travel as ISO text; the web app formats them. */
export const ZDocumentRow = z.object({
  documentId: z.uuid(),
  storeName: z.string(),
  docType: ZDocType,
  invoiceType: ZInvoiceType.nullable(),
  invoiceNo: z.string().nullable(),
  /** Calendar date `yyyy-MM-dd`, shown dd-MM-yyyy. */
  invoiceDate: z.string(),
  scenarioType: ZScenarioType.nullable(),
  ettn: z.uuid(),
  posUserFullName: z.string().nullable(),
  deviceDescription: z.string().nullable(),
  deviceSerialNumber: z.string().nullable(),
  /** Decimal text with 2 digits, never a float: "12.50". */
  totalPayAmount: z.string(),
  currencyCode: ZCurrency,
  status: ZDocumentStatus,
  cancelReason: z.string().nullable(),
  cancelDate: z.iso.datetime({ offset: true }).nullable(),
  /** A cancellation was requested and the integrator has not confirmed it yet (spec §4: → 5). */
  cancelPending: z.boolean(),
  gibStatusCode: z.number().int().nullable(),
  gibStatusText: z.string().nullable(),
  responseState: ZClientResponse.nullable(),
  responseMessage: z.string().nullable(),
  /** Where the e-document is viewed (access-checked); null for a Bilgi Fişi (spec §5). */
  pdfUrl: z.string().nullable(),
  saleTransactionId: z.uuid().nullable(),
  isResendable: z.boolean(),
  /** Why the last attempt failed (integrator or GİB answer), shown in the info dialog. */
  failureReason: z.string().nullable(),
  transactionStatus: ZSaleTransactionStatus.nullable(),
});
export type TDocumentRow = z.infer<typeof ZDocumentRow>;

/**
 * Spec §3 list response, plus the first and last row number shown on the page (0 when empty) and,
 * only when counting stopped at LIST_COUNT_CAP, `rowCountCapped: true` (rowCount is a lower bound).
 */
export const ZDocumentListResponse = ZPage(ZDocumentRow).extend({
  firstRowOnPage: z.number().int(),
  lastRowOnPage: z.number().int(),
  rowCountCapped: z.literal(true).optional(),
});
export type TDocumentListResponse = z.infer<typeof ZDocumentListResponse>;

/** Spec §7 failed-count: status 6 documents of the last week (spec §9). */
export const ZFailedCount = z.object({ totalCount: z.number().int() });
export type TFailedCount = z.infer<typeof ZFailedCount>;
export const FAILED_COUNT_WINDOW_DAYS = 7;
