import { and, eq, isNull, sql } from 'drizzle-orm';
import { tenantWhere } from '../../db/data-scope';
import type { TPosSaleTransaction } from '../../../shared/pos/sale-transaction';
import type { TDb } from '../../db/database';
import { devices } from '../../db/schema/devices';
import { salePayments, saleTransactionDetails, saleTransactions } from '../../db/schema/sales';
import { stores } from '../../db/schema/stores';
import { taxPayerAliases } from '../../db/schema/taxpayers';
import type { TDeviceIdentity } from '../device/device.public';

type TQueryable = Pick<TDb, 'select' | 'insert' | 'update'>;

export type TStoredSale = {
  requestHash: string;
  responseBody: Record<string, unknown> | null;
};

/** Every function takes the device identity: its tenant filters first (house style). */
export async function findSaleByIdempotencyKey(
  db: TQueryable,
  who: TDeviceIdentity,
  key: string,
): Promise<TStoredSale | undefined> {
  const [row] = await db
    .select({
      requestHash: saleTransactions.requestHash,
      responseBody: saleTransactions.responseBody,
    })
    .from(saleTransactions)
    .where(
      tenantWhere(
        saleTransactions,
        who.tenantId,
        eq(saleTransactions.deviceId, who.deviceId),
        eq(saleTransactions.idempotencyKey, key),
      ),
    );
  return row;
}

/**
 * What the document copies from its issuer, read with its store in one tenant, plus whether the
 * buyer can receive an e-Fatura: a live mailbox (PK alias) for Invoice in GİB's list. One round
 * trip, because every sale pays for it.
 */
export async function findIssuer(db: TQueryable, who: TDeviceIdentity, buyerTaxNo: string | null) {
  const buyerIsInvoiceUser = buyerTaxNo
    ? sql<boolean>`exists (select 1 from ${taxPayerAliases} where ${and(
        eq(taxPayerAliases.identifier, buyerTaxNo),
        eq(taxPayerAliases.documentType, 'Invoice'),
        eq(taxPayerAliases.aliasKind, 'PK'),
        isNull(taxPayerAliases.deletionTime),
      )})`
    : sql<boolean>`false`;
  const [row] = await db
    .select({
      buyerIsInvoiceUser,
      storeName: stores.name,
      storeTaxNo: stores.taxNo,
      commercialInvoiceEnabled: stores.commercialInvoiceEnabled,
      deviceDescription: devices.description,
      deviceSerialNumber: devices.serialNumber,
    })
    .from(devices)
    .innerJoin(stores, and(eq(stores.tenantId, devices.tenantId), eq(stores.id, devices.storeId)))
    .where(
      // The device's own store: `who` is a store-mode scope, so its store is matched too.
      tenantWhere(devices, who, eq(devices.id, who.deviceId)),
    );
  return row;
}

export type TNewSale = {
  id: string;
  key: string;
  requestHash: string;
  sale: TPosSaleTransaction;
  supplierTaxNo: string | null;
};

/**
 * Inserts the sale unless the device already used the key. On a race the second insert waits for
 * the first transaction and then inserts nothing: false tells the caller to re-read.
 */
export async function insertSale(
  tx: TQueryable,
  who: TDeviceIdentity,
  row: TNewSale,
): Promise<boolean> {
  const { sale } = row;
  const inserted = await tx
    .insert(saleTransactions)
    .values({
      tenantId: who.tenantId,
      id: row.id,
      storeId: who.storeId,
      deviceId: who.deviceId,
      transactionId: sale.transactionId,
      transactionTime: new Date(sale.transactionTime),
      totalPayAmount: sale.amounts.pay,
      checkNo: sale.checkNo ?? null,
      supplierTaxNo: row.supplierTaxNo,
      currencyCode: sale.currencyCode,
      idempotencyKey: row.key,
      requestHash: row.requestHash,
      requestBody: sale,
    })
    .onConflictDoNothing({
      target: [
        saleTransactions.tenantId,
        saleTransactions.deviceId,
        saleTransactions.idempotencyKey,
      ],
    })
    .returning({ id: saleTransactions.id });
  if (inserted.length === 0) return false;
  await tx.insert(saleTransactionDetails).values(
    sale.invoiceLines.map((line, i) => ({
      tenantId: who.tenantId,
      saleTransactionId: row.id,
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
  );
  if (sale.payments.length > 0) {
    await tx.insert(salePayments).values(
      sale.payments.map((p) => ({
        tenantId: who.tenantId,
        saleTransactionId: row.id,
        paymentType: p.type,
        status: p.status,
        amount: p.amount,
        currencyCode: sale.currencyCode,
      })),
    );
  }
  return true;
}

export async function setSaleResponse(
  tx: TQueryable,
  who: TDeviceIdentity,
  saleId: string,
  responseBody: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(saleTransactions)
    .set({ responseBody })
    .where(tenantWhere(saleTransactions, who.tenantId, eq(saleTransactions.id, saleId)));
}
