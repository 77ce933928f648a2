import crypto from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { upgradeDatabase, type TUpgradedDatabase } from '../test/migrations-before';

const serverUrl = inject('pgServerUrl');
let upgraded: TUpgradedDatabase;
let pool: pg.Pool;
let tenantId: string;

// Documents stored before the upgrade: some with sales of 1-3 lines, one without a sale.
async function storeDocumentsBeforeUpgrade(db: pg.Pool) {
  const q = (text: string, values: unknown[] = []) => db.query(text, values);
  tenantId = crypto.randomUUID();
  const storeId = crypto.randomUUID();
  const deviceId = crypto.randomUUID();
  await q(`insert into tenants (id, name) values ($1, 'Eski Veri A.Ş.')`, [tenantId]);
  await q(`insert into stores (tenant_id, id, name) values ($1, $2, 'Merkez')`, [
    tenantId,
    storeId,
  ]);
  await q(
    `insert into devices (tenant_id, id, store_id, serial_number) values ($1, $2, $3, 'S1')`,
    [tenantId, deviceId, storeId],
  );
  for (let i = 0; i < 4; i += 1) {
    const saleId = i < 3 ? crypto.randomUUID() : null;
    if (saleId) {
      await q(
        `insert into sale_transactions (tenant_id, id, transaction_id, transaction_time, store_id,
           device_id, total_pay_amount, idempotency_key, request_hash, request_body)
         values ($1, $2, $3, now(), $4, $5, 10, $3, $3, '{}')`,
        [tenantId, saleId, `T${i}`, storeId, deviceId],
      );
      await q(
        `insert into sale_transaction_details (tenant_id, sale_transaction_id, line_no, item_name,
           quantity, unit_price, line_extension_amount, vat_rate, vat_amount)
         select $1, $2, g, 'Ürün', 1, 10, 10, 20, 2 from generate_series(1, $3::int) g`,
        [tenantId, saleId, i + 1],
      );
    }
    await q(
      `insert into documents (tenant_id, store_id, sale_transaction_id, doc_type, invoice_date,
         ettn, store_name, total_pay_amount, status)
       values ($1, $2, $3, 2, current_date - $4::int, gen_random_uuid(), 'Merkez', 10.5, $5)`,
      [tenantId, storeId, saleId, i % 2, i === 0 ? 5 : 2],
    );
  }
  // Some of it already folded into the day counts, the rest still pending.
  await q('select document_counts_roll_up(2)');
}

beforeAll(async () => {
  upgraded = await upgradeDatabase(
    serverUrl,
    /^\d{4}_dashboard_items$/,
    storeDocumentsBeforeUpgrade,
  );
  ({ pool } = upgraded);
}, 120_000);

afterAll(() => upgraded?.drop());

describe('the migration that adds items to the day counts', () => {
  it('counts the documents stored before it, their sales’ lines included', async () => {
    const counted = await pool.query(
      `select day, store_id, status, sum(documents)::int as documents,
              sum(amount)::numeric(18, 2)::text as amount, sum(items)::int as items
         from (select day, store_id, status, documents, amount, items
                 from document_day_counts where tenant_id = $1
               union all
               select day, store_id, status, documents, amount, items
                 from document_count_deltas where tenant_id = $1) c
        group by 1, 2, 3 order by 1, 2, 3`,
      [tenantId],
    );
    const truth = await pool.query(
      `select invoice_date as day, store_id, status, count(*)::int as documents,
              sum(total_pay_amount)::numeric(18, 2)::text as amount,
              sum((select count(*) from sale_transaction_details l
                    where l.tenant_id = d.tenant_id
                      and l.sale_transaction_id = d.sale_transaction_id))::int as items
         from documents d where tenant_id = $1 group by 1, 2, 3 order by 1, 2, 3`,
      [tenantId],
    );
    expect(counted.rows).toEqual(truth.rows);
    expect(truth.rows.reduce((n, r: { items: number }) => n + r.items, 0)).toBe(6);
    const tenantLevel = await pool.query(
      `select sum(documents)::int as documents, sum(items)::int as items
         from document_tenant_day_counts where tenant_id = $1`,
      [tenantId],
    );
    expect(tenantLevel.rows).toEqual([{ documents: 4, items: 6 }]);
  });

  it('leaves no default behind: a writer that leaves the items out fails', async () => {
    const refused = await pool
      .query(
        `insert into document_count_deltas
           (tenant_id, day, store_id, doc_type, status, currency_code, documents, amount)
         values ($1, current_date, gen_random_uuid(), 2, 2, 'TRY', 1, 1)`,
        [tenantId],
      )
      .then(
        () => 'inserted',
        (e: Error) => e.message,
      );
    expect(refused).toMatch(/null value in column "items"/);
  });
});
