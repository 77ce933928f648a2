import { and, eq, isNull, sql } from 'drizzle-orm';
import { tenantWhere } from '../../db/data-scope';
import type { TPosSaleTransaction } from '../../../shared/pos/sale-transaction';
import type { TDb } from '../../db/database';
import { devices } from '../../db/schema/devices';
import { salePayments, saleTransactionDetails, saleTransactions } from '../../db/schema/sales';
import { stores } from '../../db/schema/stores';
import { taxPayerAliases } from '../../db/schema/taxpayers';
import type { TDeviceIdentity } from '../device/device.public';
import { jsonRowsInsert } from './json-rows.repository';
import { settingRowsColumn } from './pos-settings.repository';

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
 * buyer can receive an e-Fatura: a live mailbox (PK alias) for Invoice in GİB's list, and the
 * rows of the setting `settingKey` (the back-dating limit). One round trip, because every sale
 * pays for it.
 */
export async function findIssuer(
  db: TQueryable,
  who: TDeviceIdentity,
  buyerTaxNo: string | null,
  settingKey: string,
) {
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
      settingRows: settingRowsColumn(who.tenantId, settingKey),
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
  who: TDeviceIdentity;
  id: string;
  key: string;
  requestHash: string;
  sale: TPosSaleTransaction;
  supplierTaxNo: string | null;
};

/**
 * Inserts the sales whose device has not used the key yet, with their lines and payments, in
 * three statements for the whole batch. A key already stored (or twice in the batch) inserts
 * nothing; a racing insert of the same key waits for the other transaction first. Returns the
 * ids of the sales inserted: the others are retries the caller answers from the stored row.
 */
export async function insertSales(
  tx: Pick<TDb, 'execute'>,
  tenantId: string,
  rows: TNewSale[],
): Promise<Set<string>> {
  const inserted = await tx.execute<{ id: string }>(sql`${jsonRowsInsert(
    saleTransactions,
    rows.map(({ who, sale, ...row }) => ({
      tenantId,
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
    })),
  )}
    on conflict (tenant_id, device_id, idempotency_key) do nothing returning id`);
  const ids = new Set(inserted.rows.map((r) => r.id));
  const stored = rows.filter((r) => ids.has(r.id));
  const lines = stored.flatMap(({ id, sale }) =>
    sale.invoiceLines.map((line, i) => ({
      tenantId,
      saleTransactionId: id,
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
  if (lines.length > 0) await tx.execute(jsonRowsInsert(saleTransactionDetails, lines));
  const payments = stored.flatMap(({ id, sale }) =>
    sale.payments.map((p) => ({
      tenantId,
      saleTransactionId: id,
      paymentType: p.type,
      status: p.status,
      amount: p.amount,
      currencyCode: sale.currencyCode,
    })),
  );
  if (payments.length > 0) await tx.execute(jsonRowsInsert(salePayments, payments));
  return ids;
}

/** Stores each sale's answer (what a retry gets back) in one statement for the batch. */
export async function setSaleResponses(
  tx: TQueryable,
  tenantId: string,
  responses: { saleId: string; body: Record<string, unknown> }[],
): Promise<void> {
  if (responses.length === 0) return;
  const values = sql.join(
    responses.map((r) => sql`(${r.saleId}::uuid, ${JSON.stringify(r.body)}::jsonb)`),
    sql`, `,
  );
  await tx
    .update(saleTransactions)
    .set({ responseBody: sql`answer.body` })
    .from(sql`(values ${values}) as answer(id, body)`)
    .where(tenantWhere(saleTransactions, tenantId, sql`${saleTransactions.id} = answer.id`));
}
