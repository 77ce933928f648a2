import type { TDb } from '../../db/database';
import { devices } from '../../db/schema/devices';
import { salePayments, saleTransactionDetails, saleTransactions } from '../../db/schema/sales';
import { unique } from '../../test/factories';

type TSaleValues = Partial<typeof saleTransactions.$inferInsert> & {
  tenantId: string;
  storeId: string;
};

/** A device of a store, for sales to be made on. */
export async function createSaleDevice(db: TDb, tenantId: string, storeId: string) {
  const [device] = await db
    .insert(devices)
    .values({ tenantId, storeId, serialNumber: `ST${unique()}`, description: 'Kasa 1' })
    .returning();
  if (!device) throw new Error('device insert returned nothing');
  return device;
}

/** A completed sale of 12.50 TRY now, with one card payment and one line unless told otherwise. */
export async function createSale(
  db: TDb,
  values: TSaleValues & { deviceId: string },
  children: { payments?: { status: string; amount: string }[]; lines?: number } = {},
) {
  const key = unique();
  const [sale] = await db
    .insert(saleTransactions)
    .values({
      transactionId: `T-${key}`,
      transactionTime: new Date(),
      totalPayAmount: '12.50',
      idempotencyKey: key,
      requestHash: key,
      requestBody: {},
      ...values,
    })
    .returning();
  if (!sale) throw new Error('sale insert returned nothing');
  const payments = children.payments ?? [{ status: 'completed', amount: sale.totalPayAmount }];
  for (const p of payments) {
    await db.insert(salePayments).values({
      tenantId: sale.tenantId,
      saleTransactionId: sale.id,
      paymentType: 'KREDI_KARTI',
      ...p,
    });
  }
  for (let lineNo = 1; lineNo <= (children.lines ?? 1); lineNo += 1) {
    await db.insert(saleTransactionDetails).values({
      tenantId: sale.tenantId,
      saleTransactionId: sale.id,
      lineNo,
      itemName: `Ürün ${lineNo}`,
      quantity: '1.000',
      unitPrice: '10.4167',
      lineExtensionAmount: '10.42',
      vatRate: '20.00',
      vatAmount: '2.08',
    });
  }
  return sale;
}
