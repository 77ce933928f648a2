import type { TPosSaleTransaction } from '../../../shared/pos/sale-transaction';
import type { TDb } from '../../db/database';
import { documents } from '../../db/schema/documents';
import type { TIssuedNumber } from '../../documents/numbering';
import type { TDeviceIdentity } from '../device/device.public';
import { jsonRowsInsert } from './json-rows.repository';
import { hasEDocument, type TDocumentKind } from '../../../shared/domain/document-kind';
import {
  IntegratorStatus,
  SaleTransactionStatus,
  type DocumentStatus,
} from '../../../shared/domain/enums';

export type TNewDocument = {
  who: TDeviceIdentity;
  id: string;
  ettn: string;
  status: typeof DocumentStatus.pending | typeof DocumentStatus.sent;
  saleId: string;
  sale: TPosSaleTransaction;
  kind: TDocumentKind;
  number: TIssuedNumber | null;
  date: string;
  time: string;
  issuer: { storeName: string; deviceDescription: string | null; deviceSerialNumber: string };
  now: Date;
};

/**
 * Status 1 and, for everything with an e-document, `pipelineStep: 'prepare'` due now: that alone
 * hands the document to the pipeline. A Bilgi Fişi (9) has no e-document: nothing is due and it
 * is complete as issued (status 2, like the demo data's slips). One statement for the batch.
 */
export async function insertDocuments(
  tx: Pick<TDb, 'execute'>,
  tenantId: string,
  docs: TNewDocument[],
): Promise<void> {
  if (docs.length === 0) return;
  await tx.execute(
    jsonRowsInsert(
      documents,
      docs.map((doc) => documentRow(tenantId, doc)),
    ),
  );
}

function documentRow(tenantId: string, doc: TNewDocument) {
  const eDocument = hasEDocument(doc.kind.docType);
  const customer = doc.sale.customer;
  const personName = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  return {
    tenantId,
    id: doc.id,
    storeId: doc.who.storeId,
    deviceId: doc.who.deviceId,
    saleTransactionId: doc.saleId,
    docType: doc.kind.docType,
    invoiceType: doc.kind.invoiceType,
    scenarioType: doc.kind.scenarioType,
    profileId: doc.kind.profileId,
    seriesId: doc.number?.seriesId ?? null,
    invoiceNo: doc.number?.invoiceNo ?? null,
    invoiceDate: doc.date,
    invoiceTime: doc.time,
    issuedAt: new Date(doc.sale.transactionTime),
    ettn: doc.ettn,
    deviceDescription: doc.issuer.deviceDescription,
    deviceSerialNumber: doc.issuer.deviceSerialNumber,
    storeName: doc.issuer.storeName,
    totalPayAmount: doc.sale.amounts.pay,
    currencyCode: doc.sale.currencyCode,
    status: doc.status,
    integratorStatus: eDocument ? IntegratorStatus.notProcessed : null,
    transactionStatus: SaleTransactionStatus.completed,
    customerName: customer?.name ?? (personName || null),
    customerTaxNo: customer?.taxNo ?? null,
    pipelineStep: eDocument ? ('prepare' as const) : null,
    nextCheckAt: eDocument ? doc.now : null,
  };
}
