import { documents } from '../../db/schema/documents';
import { DocType } from '../../../shared/domain/enums';
import type { TDocumentRow } from '../../../shared/invoice/document-list';
import { isResendable } from '../../../shared/invoice/document-rules';

export type TDocumentRecord = typeof documents.$inferSelect;

/** The columns the screen shows (spec §2), which the export writes too. */
export const DOCUMENT_SCREEN_COLUMNS = {
  storeName: documents.storeName,
  docType: documents.docType,
  invoiceType: documents.invoiceType,
  invoiceNo: documents.invoiceNo,
  invoiceDate: documents.invoiceDate,
  scenarioType: documents.scenarioType,
  ettn: documents.ettn,
  posUserFullName: documents.posUserFullName,
  deviceDescription: documents.deviceDescription,
  deviceSerialNumber: documents.deviceSerialNumber,
  totalPayAmount: documents.totalPayAmount,
  currencyCode: documents.currencyCode,
  status: documents.status,
  gibStatusCode: documents.gibStatusCode,
  gibStatusText: documents.gibStatusText,
  responseState: documents.responseState,
  responseMessage: documents.responseMessage,
};

/** The columns a list row is made of, and no more (the row has ~45; a page reads these). */
export const DOCUMENT_ROW_COLUMNS = {
  id: documents.id,
  ...DOCUMENT_SCREEN_COLUMNS,
  cancelReason: documents.cancelReason,
  cancelDate: documents.cancelDate,
  pipelineStep: documents.pipelineStep,
  saleTransactionId: documents.saleTransactionId,
  isResendable: documents.isResendable,
  failureReason: documents.failureReason,
  transactionStatus: documents.transactionStatus,
};
type TDocumentRowRecord = Pick<TDocumentRecord, keyof typeof DOCUMENT_ROW_COLUMNS>;

/** Where the web app opens a document (spec §2 "view e-document"); the route checks access. */
function pdfUrlOf(doc: Pick<TDocumentRecord, 'docType' | 'ettn'>): string | null {
  return doc.docType === DocType.bilgiFisi ? null : `/api/invoice/view?ettn=${doc.ettn}`;
}

/**
 * The database enforces the enum ranges with check constraints, so the narrowing casts below
 * restate what the row already guarantees.
 */
export function toDocumentRow(doc: TDocumentRowRecord): TDocumentRow {
  return {
    documentId: doc.id,
    storeName: doc.storeName,
    docType: doc.docType as TDocumentRow['docType'],
    invoiceType: doc.invoiceType as TDocumentRow['invoiceType'],
    invoiceNo: doc.invoiceNo,
    invoiceDate: doc.invoiceDate,
    scenarioType: doc.scenarioType as TDocumentRow['scenarioType'],
    ettn: doc.ettn,
    posUserFullName: doc.posUserFullName,
    deviceDescription: doc.deviceDescription,
    deviceSerialNumber: doc.deviceSerialNumber,
    totalPayAmount: doc.totalPayAmount,
    currencyCode: doc.currencyCode as TDocumentRow['currencyCode'],
    status: doc.status as TDocumentRow['status'],
    cancelReason: doc.cancelReason,
    cancelDate: doc.cancelDate ? doc.cancelDate.toISOString() : null,
    cancelPending: doc.pipelineStep === 'cancel',
    gibStatusCode: doc.gibStatusCode,
    gibStatusText: doc.gibStatusText,
    responseState: doc.responseState as TDocumentRow['responseState'],
    responseMessage: doc.responseMessage,
    pdfUrl: pdfUrlOf(doc),
    saleTransactionId: doc.saleTransactionId,
    isResendable: isResendable(doc),
    failureReason: doc.failureReason,
    transactionStatus: doc.transactionStatus as TDocumentRow['transactionStatus'],
  };
}
