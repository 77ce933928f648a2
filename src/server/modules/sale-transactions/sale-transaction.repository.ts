import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { documents } from '../../db/schema/documents';
import { salePayments, saleTransactionDetails, saleTransactions } from '../../db/schema/sales';
import type {
  TCurrency,
  TDocType,
  TDocumentStatus,
  TPaymentStatus,
} from '../../../shared/domain/enums';
import type {
  TSaleDocument,
  TSaleLine,
  TSalePayment,
  TSaleTransactionDetail,
} from '../../../shared/sale-transactions/sale-transaction';
import { selectSaleRows, toSaleTransactionRow } from './sale-transaction-list.repository';

async function paymentsOf(db: TDb, scope: TDataScope, id: string): Promise<TSalePayment[]> {
  const rows = await db
    .select()
    .from(salePayments)
    .where(tenantWhere(salePayments, scope, eq(salePayments.saleTransactionId, id)))
    .orderBy(asc(salePayments.createdAt), asc(salePayments.id));
  return rows.map((p) => ({
    id: p.id,
    paymentType: p.paymentType,
    status: p.status as TPaymentStatus,
    amount: p.amount,
    currencyCode: p.currencyCode as TCurrency,
  }));
}

async function linesOf(db: TDb, scope: TDataScope, id: string): Promise<TSaleLine[]> {
  const d = saleTransactionDetails;
  const rows = await db
    .select()
    .from(d)
    .where(tenantWhere(d, scope, eq(d.saleTransactionId, id)))
    .orderBy(asc(d.lineNo));
  return rows.map((l) => ({
    lineNo: l.lineNo,
    itemName: l.itemName,
    itemCode: l.itemCode,
    quantity: l.quantity,
    unitCode: l.unitCode,
    unitPrice: l.unitPrice,
    lineExtensionAmount: l.lineExtensionAmount,
    vatRate: l.vatRate,
    vatAmount: l.vatAmount,
    discountAmount: l.discountAmount,
  }));
}

async function documentsOf(db: TDb, scope: TDataScope, id: string): Promise<TSaleDocument[]> {
  const rows = await db
    .select({
      documentId: documents.id,
      docType: documents.docType,
      invoiceNo: documents.invoiceNo,
      ettn: documents.ettn,
      status: documents.status,
      invoiceDate: documents.invoiceDate,
    })
    .from(documents)
    .where(tenantWhere(documents, scope, eq(documents.saleTransactionId, id)))
    .orderBy(asc(documents.invoiceDate), asc(documents.id));
  return rows.map((r) => ({
    ...r,
    docType: r.docType as TDocType,
    status: r.status as TDocumentStatus,
  }));
}

/**
 * One sale with its payments, lines and documents, or null when the scope cannot see it. The sale
 * is read first with the store narrowing; its children are only read once it is known visible.
 */
export async function findSaleTransaction(
  db: TDb,
  scope: TDataScope,
  id: string,
): Promise<TSaleTransactionDetail | null> {
  const [row] = await selectSaleRows(db).where(
    tenantWhere(saleTransactions, scope, eq(saleTransactions.id, id)),
  );
  if (!row) return null;
  const s = row.sale;
  const [payments, transactionDetails, docs] = await Promise.all([
    paymentsOf(db, scope, id),
    linesOf(db, scope, id),
    documentsOf(db, scope, id),
  ]);
  return {
    ...toSaleTransactionRow(row),
    saleTransactionCancelReason: s.saleTransactionCancelReason,
    finalizerDeviceId: s.finalizerDeviceId,
    finalizerDeviceSerialNumber: s.finalizerDeviceSerialNumber,
    supplierTaxNo: s.supplierTaxNo,
    cancelDate: s.cancelDate?.toISOString() ?? null,
    cancelReason: s.cancelReason,
    payments,
    transactionDetails,
    documents: docs,
  };
}
