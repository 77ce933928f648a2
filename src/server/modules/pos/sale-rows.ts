import crypto from 'node:crypto';
import { hasEDocument, type TDocumentKind } from '../../../shared/domain/document-kind';
import {
  DocumentStatus,
  IntegratorStatus,
  SaleTransactionStatus,
} from '../../../shared/domain/enums';
import type { TPosSaleAccepted, TPosSaleTransaction } from '../../../shared/pos/sale-transaction';
import type { TDeviceIdentity } from '../device/device.public';
import type { TBatchSale } from './pos-batch.repository';

/** A checked sale with what its rows copy: everything but its number is known. */
export type TSaleToWrite = {
  who: TDeviceIdentity;
  key: string;
  requestHash: string;
  sale: TPosSaleTransaction;
  kind: TDocumentKind;
  issuer: {
    storeName: string;
    storeTaxNo: string | null;
    deviceDescription: string | null;
    deviceSerialNumber: string;
  };
  /** The document's date and time: the sale's instant in Europe/Istanbul. */
  date: string;
  time: string;
};

/** The answer to a sale but its number (the batch's statement adds it); it holds the ids of its rows. */
export type TSaleAnswer = Omit<TPosSaleAccepted, 'invoiceNo'>;

/**
 * The rows one sale writes: the sale (with its answer, but the number), lines, payments and the
 * document. Status 1 and, for everything with an e-document, `pipelineStep: 'prepare'` due now:
 * that alone hands the document to the pipeline. A Bilgi Fişi (9) has no e-document: nothing is
 * due and it is complete as issued (status 2, like the demo data's slips).
 */
export function saleRows(p: TSaleToWrite, answer: TSaleAnswer, now: Date): TBatchSale {
  const { who, sale, kind } = p;
  const tenantId = who.tenantId;
  const eDocument = hasEDocument(kind.docType);
  const ids = { saleId: answer.saleTransactionId, documentId: answer.documentId };
  const customer = sale.customer;
  const personName = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  const issuedAt = new Date(sale.transactionTime);
  return {
    sale: {
      tenantId,
      id: ids.saleId,
      storeId: who.storeId,
      deviceId: who.deviceId,
      transactionId: sale.transactionId,
      transactionTime: issuedAt,
      totalPayAmount: sale.amounts.pay,
      checkNo: sale.checkNo ?? null,
      supplierTaxNo: p.issuer.storeTaxNo,
      currencyCode: sale.currencyCode,
      idempotencyKey: p.key,
      requestHash: p.requestHash,
      requestBody: sale,
      responseBody: answer,
    },
    lines: sale.invoiceLines.map((line, i) => ({
      tenantId,
      saleTransactionId: ids.saleId,
      lineNo: i + 1,
      itemName: line.name,
      itemCode: line.code ?? null,
      quantity: line.quantity,
      unitCode: line.unitCode,
      unitPrice: line.unitPrice,
      lineExtensionAmount: line.lineExtensionAmount,
      vatRate: line.vatRate,
      vatAmount: line.vatAmount,
      discountAmount: line.discount,
      withholdingCode: line.withholding?.code ?? null,
      withholdingRate: line.withholding?.rate ?? null,
      exemptionCode: line.exemption?.code ?? null,
      exemptionReason: line.exemption?.reason ?? null,
      specialConsumptionTaxAmount: line.specialConsumptionTax?.amount ?? null,
      accommodationTaxAmount: line.accommodationTaxAmount ?? null,
    })),
    payments: sale.payments.map((payment) => ({
      tenantId,
      saleTransactionId: ids.saleId,
      paymentType: payment.type,
      status: payment.status,
      amount: payment.amount,
      currencyCode: sale.currencyCode,
    })),
    document: {
      tenantId,
      id: ids.documentId,
      storeId: who.storeId,
      deviceId: who.deviceId,
      saleTransactionId: ids.saleId,
      docType: kind.docType,
      invoiceType: kind.invoiceType,
      scenarioType: kind.scenarioType,
      profileId: kind.profileId,
      invoiceDate: p.date,
      invoiceTime: p.time,
      issuedAt,
      ettn: answer.ettn,
      deviceDescription: p.issuer.deviceDescription,
      deviceSerialNumber: p.issuer.deviceSerialNumber,
      storeName: p.issuer.storeName,
      totalPayAmount: sale.amounts.pay,
      currencyCode: sale.currencyCode,
      status: answer.status,
      integratorStatus: eDocument ? IntegratorStatus.notProcessed : null,
      transactionStatus: SaleTransactionStatus.completed,
      customerName: customer?.name ?? (personName || null),
      customerTaxNo: customer?.taxNo ?? null,
      pipelineStep: eDocument ? ('prepare' as const) : null,
      nextCheckAt: eDocument ? now : null,
    },
  };
}

/** A new sale's answer, with new ids for its sale, document and ETTN. */
export function saleAnswer(p: TSaleToWrite): TSaleAnswer {
  return {
    saleTransactionId: crypto.randomUUID(),
    documentId: crypto.randomUUID(),
    docType: p.kind.docType,
    profileId: p.kind.profileId,
    ettn: crypto.randomUUID(),
    // An information slip has no e-document to send: it is complete as issued.
    status: hasEDocument(p.kind.docType) ? DocumentStatus.pending : DocumentStatus.sent,
  };
}
