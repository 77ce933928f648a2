import crypto from 'node:crypto';
import type { TDb } from '../../db/database';
import { salePayments, saleTransactionDetails, saleTransactions } from '../../db/schema/sales';

/** A sale with its lines ([vat rate, taxable amount, vat]) and payments ([type, status, amount]). */
export async function plantSale(
  db: TDb,
  tenantId: string,
  storeId: string,
  deviceId: string,
  sale: {
    at: string;
    status?: number;
    lines: [string, string, string][];
    payments: [string, string, string][];
  },
): Promise<void> {
  const key = crypto.randomUUID();
  const [row] = await db
    .insert(saleTransactions)
    .values({
      tenantId,
      storeId,
      deviceId,
      transactionId: key,
      transactionTime: new Date(sale.at),
      saleTransactionStatus: sale.status ?? 1,
      totalPayAmount: '0.00',
      idempotencyKey: key,
      requestHash: key,
      requestBody: {},
    })
    .returning();
  if (!row) throw new Error('sale insert returned nothing');
  await db.insert(saleTransactionDetails).values(
    sale.lines.map(([vatRate, lineExtensionAmount, vatAmount], i) => ({
      tenantId,
      saleTransactionId: row.id,
      lineNo: i + 1,
      itemName: `Ürün ${i + 1}`,
      quantity: '1.000',
      unitPrice: lineExtensionAmount,
      lineExtensionAmount,
      vatRate,
      vatAmount,
    })),
  );
  await db.insert(salePayments).values(
    sale.payments.map(([paymentType, status, amount]) => ({
      tenantId,
      saleTransactionId: row.id,
      paymentType,
      status,
      amount,
    })),
  );
}
