import { createHash } from 'node:crypto';
import { documents } from '../schema/documents';
import { salePayments, saleTransactionDetails, saleTransactions } from '../schema/sales';
import { copyTable } from './copy-format';
import type { TSeedDocument, TSeedPayment } from './document-types';
import type { TSeedLine } from './lines';
import { formatMinor, formatQuantity, formatUnitPrice } from './money';

const isoOrNull = (ms: number | null | undefined): string | null =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString();

/** The last time the row changed: a cancellation or a client response comes after the issue. */
function updatedAt(d: TSeedDocument): string {
  const last = Math.max(d.outcome.cancel?.atMs ?? 0, d.outcome.response?.atMs ?? 0);
  return last > d.issuedMs ? new Date(last).toISOString() : d.issuedAt;
}

export const documentRows = copyTable<typeof documents, TSeedDocument>(documents, {
  tenantId: (d) => d.tenant.id,
  id: (d) => d.id,
  storeId: (d) => d.store.id,
  deviceId: (d) => d.device.id,
  saleTransactionId: (d) => d.sale.id,
  docType: (d) => d.docType,
  invoiceType: (d) => d.invoiceType,
  scenarioType: (d) => d.scenarioType,
  profileId: (d) => d.profileId,
  seriesId: (d) => d.series?.id ?? null,
  invoiceNo: (d) => d.invoiceNo,
  invoiceDate: (d) => d.invoiceDate,
  invoiceTime: (d) => d.invoiceTime,
  issuedAt: (d) => d.issuedAt,
  ettn: (d) => d.ettn,
  posUserFullName: (d) => d.posUserFullName,
  deviceDescription: (d) => d.device.description,
  deviceSerialNumber: (d) => d.device.serialNumber,
  storeName: (d) => d.store.name,
  totalPayAmount: (d) => formatMinor(d.totals.payable),
  currencyCode: (d) => d.currency,
  status: (d) => d.outcome.status,
  cancelReason: (d) => d.outcome.cancel?.reason ?? null,
  cancelDate: (d) => isoOrNull(d.outcome.cancel?.atMs),
  gibStatusCode: (d) => d.outcome.gibStatusCode,
  gibStatusText: (d) => d.outcome.gibStatusText,
  integratorStatus: (d) => d.outcome.integratorStatus,
  responseState: (d) => d.outcome.response?.state ?? null,
  responseMessage: (d) => d.outcome.response?.message ?? null,
  responseDate: (d) => isoOrNull(d.outcome.response?.atMs),
  failureReason: (d) => d.outcome.failureReason,
  isResendable: (d) => d.outcome.isResendable,
  transactionStatus: (d) => d.sale.status,
  customerName: (d) => d.customer?.name ?? null,
  customerTaxNo: (d) => d.customer?.taxNo ?? null,
  attemptCount: (d) => d.outcome.attemptCount,
  createdAt: (d) => d.issuedAt,
  updatedAt,
});

export const saleRows = copyTable<typeof saleTransactions, TSeedDocument>(saleTransactions, {
  tenantId: (d) => d.tenant.id,
  id: (d) => d.sale.id,
  transactionId: (d) => d.sale.transactionId,
  transactionTime: (d) => d.issuedAt,
  saleTransactionStatus: (d) => d.sale.status,
  saleTransactionCancelReason: (d) => d.outcome.cancel?.reason ?? null,
  storeId: (d) => d.store.id,
  deviceId: (d) => d.device.id,
  finalizerDeviceId: (d) => d.sale.finalizerDevice?.id ?? null,
  finalizerDeviceSerialNumber: (d) => d.sale.finalizerDevice?.serialNumber ?? null,
  totalPayAmount: (d) => formatMinor(d.totals.payable),
  checkNo: (d) => d.sale.checkNo,
  supplierTaxNo: (d) => d.store.taxNo,
  transactionHasNoFinancialValue: (d) => d.sale.noFinancialValue,
  isCancelled: (d) => d.outcome.cancel !== null,
  cancelDate: (d) => isoOrNull(d.outcome.cancel?.atMs),
  cancelReason: (d) => d.outcome.cancel?.reason ?? null,
  currencyCode: (d) => d.currency,
  // The device's own transaction id is its idempotency key (design.md, document pipeline).
  idempotencyKey: (d) => d.sale.transactionId,
  requestHash: (d) => createHash('sha256').update(d.sale.requestBody).digest('hex'),
  requestBody: (d) => d.sale.requestBody,
  createdAt: (d) => d.issuedAt,
  updatedAt,
});

export type TPaymentRow = { doc: TSeedDocument; payment: TSeedPayment };

export const paymentRows = copyTable<typeof salePayments, TPaymentRow>(salePayments, {
  tenantId: (r) => r.doc.tenant.id,
  id: (r) => r.payment.id,
  saleTransactionId: (r) => r.doc.sale.id,
  paymentType: (r) => r.payment.paymentType,
  status: (r) => r.payment.status,
  amount: (r) => formatMinor(r.payment.amount),
  currencyCode: (r) => r.doc.currency,
  createdAt: (r) => r.doc.issuedAt,
});

export type TLineRow = { doc: TSeedDocument; line: TSeedLine };

export const lineRows = copyTable<typeof saleTransactionDetails, TLineRow>(saleTransactionDetails, {
  tenantId: (r) => r.doc.tenant.id,
  id: (r) => r.line.id,
  saleTransactionId: (r) => r.doc.sale.id,
  lineNo: (r) => r.line.lineNo,
  itemName: (r) => r.line.product.name,
  itemCode: (r) => r.line.itemCode,
  quantity: (r) => formatQuantity(r.line.quantityMilli),
  unitCode: (r) => r.line.product.unit,
  unitPrice: (r) => formatUnitPrice(r.line.unitPrice),
  lineExtensionAmount: (r) => formatMinor(r.line.lineAmount),
  vatRate: (r) => `${r.line.vatRate}.00`,
  vatAmount: (r) => formatMinor(r.line.vat),
  discountAmount: (r) => (r.line.discount > 0 ? formatMinor(r.line.discount) : null),
  withholdingCode: (r) => r.line.withholding?.code ?? null,
  withholdingRate: (r) => (r.line.withholding ? `${r.line.withholding.percent}.00` : null),
  exemptionCode: (r) => r.line.exemption?.code ?? null,
  exemptionReason: (r) => r.line.exemption?.reason ?? null,
});
