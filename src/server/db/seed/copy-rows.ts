import { createHash } from 'node:crypto';
import { documents } from '../schema/documents';
import { integratorExchanges } from '../schema/integrator-exchanges';
import { salePayments, saleTransactionDetails, saleTransactions } from '../schema/sales';
import { copyAs as as, copyTable } from './copy-format';
import { DocumentStatus } from '../../../shared/domain/enums';
import type { TSeedDocument, TSeedPayment } from './document-types';
import type { TSeedExchange } from './exchanges';
import type { TSeedLine } from './lines';

/** The last time the row changed: a cancellation or a client response comes after the issue. */
function updatedAt(d: TSeedDocument): number {
  return Math.max(d.issuedMs, d.outcome.cancel?.atMs ?? 0, d.outcome.response?.atMs ?? 0);
}

const KURUS = 2;

// Most bodies are the same empty one (request-body.ts): hash it once.
let lastBody = '';
let lastHash = '';
function requestHash(body: string): string {
  if (body !== lastBody) {
    lastBody = body;
    lastHash = createHash('sha256').update(body).digest('hex');
  }
  return lastHash;
}

export const documentRows = copyTable<typeof documents, TSeedDocument>(documents, {
  tenantId: as.uuid((d) => d.tenant.id),
  id: as.uuid((d) => d.id),
  storeId: as.uuid((d) => d.store.id),
  deviceId: as.uuid((d) => d.device.id),
  saleTransactionId: as.uuid((d) => d.sale.id),
  docType: as.int2((d) => d.docType),
  invoiceType: as.int2((d) => d.invoiceType),
  scenarioType: as.int2((d) => d.scenarioType),
  profileId: as.text((d) => d.profileId),
  seriesId: as.uuid((d) => d.series?.id ?? null),
  invoiceNo: as.text((d) => d.invoiceNo),
  invoiceDate: as.date((d) => d.invoiceEpochDay),
  invoiceTime: as.time((d) => d.invoiceSecond),
  issuedAt: as.timestamptz((d) => d.issuedMs),
  ettn: as.uuid((d) => d.ettn),
  posUserFullName: as.text((d) => d.posUserFullName),
  deviceDescription: as.text((d) => d.device.description),
  deviceSerialNumber: as.text((d) => d.device.serialNumber),
  storeName: as.text((d) => d.store.name),
  totalPayAmount: as.numeric(KURUS, 2, (d) => d.totals.payable),
  currencyCode: as.text((d) => d.currency),
  status: as.int2((d) => d.outcome.status),
  cancelReason: as.text((d) => d.outcome.cancel?.reason ?? null),
  cancelDate: as.timestamptz((d) => d.outcome.cancel?.atMs ?? null),
  gibStatusCode: as.int4((d) => d.outcome.gibStatusCode),
  gibStatusText: as.text((d) => d.outcome.gibStatusText),
  integratorStatus: as.int2((d) => d.outcome.integratorStatus),
  responseState: as.int2((d) => d.outcome.response?.state ?? null),
  responseMessage: as.text((d) => d.outcome.response?.message ?? null),
  responseDate: as.timestamptz((d) => d.outcome.response?.atMs ?? null),
  failureReason: as.text((d) => d.outcome.failureReason),
  isResendable: as.bool((d) => d.outcome.isResendable),
  transactionStatus: as.int2((d) => d.sale.status),
  customerName: as.text((d) => d.customer?.name ?? null),
  customerTaxNo: as.text((d) => d.customer?.taxNo ?? null),
  attemptCount: as.int4((d) => d.outcome.attemptCount),
  // A document still to be processed is queued the way the POS API queues a sale (sale-rows.ts).
  pipelineStep: as.text((d) => (d.outcome.status === DocumentStatus.pending ? 'prepare' : null)),
  nextCheckAt: as.timestamptz((d) =>
    d.outcome.status === DocumentStatus.pending ? d.issuedMs : null,
  ),
  createdAt: as.timestamptz((d) => d.issuedMs),
  updatedAt: as.timestamptz(updatedAt),
});

export type TExchangeRow = { doc: TSeedDocument; exchange: TSeedExchange };

export const exchangeRows = copyTable<typeof integratorExchanges, TExchangeRow>(
  integratorExchanges,
  {
    tenantId: as.uuid((r) => r.doc.tenant.id),
    id: as.uuid((r) => r.exchange.id),
    documentId: as.uuid((r) => r.doc.id),
    operation: as.text((r) => r.exchange.operation),
    requestBase64: as.text((r) => r.exchange.request?.base64 ?? null),
    requestHash: as.text((r) => r.exchange.request?.hash ?? null),
    responseDate: as.timestamptz((r) => r.exchange.answer?.atMs ?? null),
    responseStatus: as.int4((r) => (r.exchange.answer ? 200 : null)),
    responseData: as.jsonb((r) => r.exchange.answer?.data ?? null),
    success: as.bool((r) => r.exchange.answer?.success ?? false),
    sendOutcome: as.text((r) => r.exchange.answer?.outcome ?? null),
    createdAt: as.timestamptz((r) => r.exchange.createdMs),
  },
);

export const saleRows = copyTable<typeof saleTransactions, TSeedDocument>(saleTransactions, {
  tenantId: as.uuid((d) => d.tenant.id),
  id: as.uuid((d) => d.sale.id),
  transactionId: as.text((d) => d.sale.transactionId),
  transactionTime: as.timestamptz((d) => d.issuedMs),
  saleTransactionStatus: as.int2((d) => d.sale.status),
  saleTransactionCancelReason: as.text((d) => d.outcome.cancel?.reason ?? null),
  storeId: as.uuid((d) => d.store.id),
  deviceId: as.uuid((d) => d.device.id),
  finalizerDeviceId: as.uuid((d) => d.sale.finalizerDevice?.id ?? null),
  finalizerDeviceSerialNumber: as.text((d) => d.sale.finalizerDevice?.serialNumber ?? null),
  totalPayAmount: as.numeric(KURUS, 2, (d) => d.totals.payable),
  checkNo: as.text((d) => d.sale.checkNo),
  supplierTaxNo: as.text((d) => d.store.taxNo),
  transactionHasNoFinancialValue: as.bool((d) => d.sale.noFinancialValue),
  isCancelled: as.bool((d) => d.outcome.cancel !== null),
  cancelDate: as.timestamptz((d) => d.outcome.cancel?.atMs ?? null),
  cancelReason: as.text((d) => d.outcome.cancel?.reason ?? null),
  currencyCode: as.text((d) => d.currency),
  // The device's own transaction id is its idempotency key (design.md, document pipeline).
  idempotencyKey: as.text((d) => d.sale.transactionId),
  requestHash: as.text((d) => requestHash(d.sale.requestBody)),
  requestBody: as.jsonb((d) => d.sale.requestBody),
  createdAt: as.timestamptz((d) => d.issuedMs),
  updatedAt: as.timestamptz(updatedAt),
});

export type TPaymentRow = { doc: TSeedDocument; payment: TSeedPayment };

export const paymentRows = copyTable<typeof salePayments, TPaymentRow>(salePayments, {
  tenantId: as.uuid((r) => r.doc.tenant.id),
  id: as.uuid((r) => r.payment.id),
  saleTransactionId: as.uuid((r) => r.doc.sale.id),
  paymentType: as.text((r) => r.payment.paymentType),
  status: as.text((r) => r.payment.status),
  amount: as.numeric(KURUS, 2, (r) => r.payment.amount),
  currencyCode: as.text((r) => r.doc.currency),
  createdAt: as.timestamptz((r) => r.doc.issuedMs),
});

export type TLineRow = { doc: TSeedDocument; line: TSeedLine };

export const lineRows = copyTable<typeof saleTransactionDetails, TLineRow>(saleTransactionDetails, {
  tenantId: as.uuid((r) => r.doc.tenant.id),
  id: as.uuid((r) => r.line.id),
  saleTransactionId: as.uuid((r) => r.doc.sale.id),
  lineNo: as.int4((r) => r.line.lineNo),
  itemName: as.text((r) => r.line.product.name),
  itemCode: as.text((r) => r.line.itemCode),
  quantity: as.numeric(3, 3, (r) => r.line.quantityMilli),
  unitCode: as.text((r) => r.line.product.unit),
  unitPrice: as.numeric(KURUS, 4, (r) => r.line.unitPrice),
  lineExtensionAmount: as.numeric(KURUS, 2, (r) => r.line.lineAmount),
  vatRate: as.numeric(0, 2, (r) => r.line.vatRate),
  vatAmount: as.numeric(KURUS, 2, (r) => r.line.vat),
  discountAmount: as.numeric(KURUS, 2, (r) => (r.line.discount > 0 ? r.line.discount : null)),
  withholdingCode: as.text((r) => r.line.withholding?.code ?? null),
  withholdingRate: as.numeric(0, 2, (r) => r.line.withholding?.percent ?? null),
  exemptionCode: as.text((r) => r.line.exemption?.code ?? null),
  exemptionReason: as.text((r) => r.line.exemption?.reason ?? null),
});
