import Decimal from 'decimal.js';
import { count, eq } from 'drizzle-orm';
import type { TPosSaleTransactionInput } from '../../../shared/pos/sale-transaction';
import type { TDb } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { salePayments, saleTransactionDetails, saleTransactions } from '../../db/schema/sales';
import { createStore, createTenant } from '../../test/factories';
import { createDeviceWithCredential, createSeries } from '../../test/document-factories';

type TLineSpec = { quantity: string; unitPrice: string; vatRate: string; discount?: string };

const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** A body whose amounts follow docs/pos-api.md "Amount rules", built from simple line specs. */
export function saleBody(
  transactionId: string,
  specs: TLineSpec[] = [{ quantity: '2', unitPrice: '50', vatRate: '20' }],
  extra: Partial<TPosSaleTransactionInput> = {},
): TPosSaleTransactionInput {
  const lines = specs.map((s, i) => {
    const discount = new Decimal(s.discount ?? '0');
    const net = round2(new Decimal(s.quantity).times(s.unitPrice)).minus(discount);
    const vat = round2(net.times(s.vatRate).dividedBy(100));
    return {
      name: `Ürün ${i + 1}`,
      quantity: s.quantity,
      unitPrice: s.unitPrice,
      discount: discount.toFixed(2),
      lineExtensionAmount: net.toFixed(2),
      vatRate: s.vatRate,
      vatAmount: vat.toFixed(2),
      ...(s.vatRate === '0' ? { exemption: { code: '351', reason: 'İstisna dışı diğer' } } : {}),
    };
  });
  const sum = (pick: (l: (typeof lines)[number]) => string) =>
    lines.reduce((a, l) => a.plus(pick(l)), new Decimal(0));
  const taxable = sum((l) => l.lineExtensionAmount);
  const discount = sum((l) => l.discount);
  const tax = sum((l) => l.vatAmount);
  const total = taxable.plus(discount).plus(tax);
  const pay = total.minus(discount);
  return {
    transactionId,
    transactionTime: '2026-11-22T14:05:00+03:00',
    amounts: {
      total: total.toFixed(2),
      pay: pay.toFixed(2),
      discount: discount.toFixed(2),
      taxable: taxable.toFixed(2),
      tax: tax.toFixed(2),
      rounding: '0',
    },
    invoiceLines: lines,
    payments: [{ type: 'card', status: 'completed', amount: pay.toFixed(2) }],
    ...extra,
  };
}

/** A tenant with one store, its e-Fatura and e-Arşiv series, and one device with a credential. */
export async function createPosTenant(db: TDb, secretKey: Buffer, prefix = 'EAR') {
  const tenant = await createTenant(db);
  const store = await createStore(db, { tenantId: tenant.id, taxNo: '1234567890' });
  await createSeries(db, { tenantId: tenant.id, storeId: store.id, docType: 2, prefix });
  await createSeries(db, { tenantId: tenant.id, storeId: store.id, docType: 1, prefix: 'EFT' });
  const { device, credential } = await createDeviceWithCredential(db, secretKey, {
    tenantId: tenant.id,
    storeId: store.id,
  });
  return { tenant, store, device, credential };
}

export function deviceHeaders(credential: string, key: string) {
  return { authorization: `Device ${credential}`, 'idempotency-key': key };
}

/** Row counts of everything a sale writes, for "nothing stored" assertions. */
export async function countSaleRows(db: TDb, tenantId: string) {
  const n = async (
    table:
      | typeof saleTransactions
      | typeof documents
      | typeof salePayments
      | typeof saleTransactionDetails,
  ) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.tenantId, tenantId));
    return row?.n ?? 0;
  };
  return {
    sales: await n(saleTransactions),
    lines: await n(saleTransactionDetails),
    payments: await n(salePayments),
    documents: await n(documents),
  };
}
