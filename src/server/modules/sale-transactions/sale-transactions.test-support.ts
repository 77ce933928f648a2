import type pg from 'pg';
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

/**
 * `count` sales spread evenly over the last `days` days on the given devices in turn, in one
 * statement: statuses, amounts and check numbers vary, none repeats the order of another column.
 */
export async function createSaleHistory(
  pool: pg.Pool,
  tenantId: string,
  devices: { id: string; storeId: string }[],
  { count, days }: { count: number; days: number },
) {
  await pool.query(
    `insert into sale_transactions
       (tenant_id, transaction_id, transaction_time, sale_transaction_status, store_id, device_id,
        total_pay_amount, check_no, idempotency_key, request_hash, request_body)
     select $1, 'H-' || i, now() - make_interval(secs => i * $4::float8 * 86400 / $3),
            case when i % 50 = 0 then 2 when i % 97 = 0 then 0 else 1 end,
            (d.value->>'storeId')::uuid, (d.value->>'id')::uuid,
            ((i * 7919) % 100000) / 100.0, lpad(((i * 31) % 1700 + 1)::text, 4, '0'),
            'H-' || i, 'H-' || i, '{}'
       from generate_series(1, $3) as i,
            lateral (select value from jsonb_array_elements($2::jsonb) with ordinality e(value, n)
                      where n = i % jsonb_array_length($2::jsonb) + 1) d`,
    [tenantId, JSON.stringify(devices), count, days],
  );
  await pool.query('vacuum analyze sale_transactions');
}
