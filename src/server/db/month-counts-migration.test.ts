import crypto from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { upgradeDatabase, type TUpgradedDatabase } from '../test/migrations-before';

const serverUrl = inject('pgServerUrl');
let upgraded: TUpgradedDatabase;
let pool: pg.Pool;
let tenantId: string;

// Documents of two stores over three months, cancelled ones among them, stored before the upgrade.
async function storeDocumentsBeforeUpgrade(db: pg.Pool) {
  const q = (text: string, values: unknown[] = []) => db.query(text, values);
  tenantId = crypto.randomUUID();
  const stores = [crypto.randomUUID(), crypto.randomUUID()];
  await q(`insert into tenants (id, name) values ($1, 'Eski Veri A.Ş.')`, [tenantId]);
  for (const id of stores) {
    await q(`insert into stores (tenant_id, id, name) values ($1, $2, 'Şube')`, [tenantId, id]);
  }
  const days = ['2026-01-31', '2026-02-01', '2026-02-01', '2026-02-28', '2026-03-01', '2026-03-02'];
  for (const [i, day] of days.entries()) {
    await q(
      `insert into documents (tenant_id, store_id, doc_type, invoice_date, ettn, store_name,
         total_pay_amount, status, currency_code)
       values ($1, $2, $3, $4, gen_random_uuid(), 'Şube', $5, $6, $7)`,
      [
        tenantId,
        stores[i % 2],
        1 + (i % 2),
        day,
        `${i + 1}.25`,
        i % 3 === 0 ? 5 : 2,
        i === 5 ? 'EUR' : 'TRY',
      ],
    );
    // Some of it already folded into the day counts, the rest still pending.
    if (i === 3) await q('select document_counts_roll_up()');
  }
}

beforeAll(async () => {
  upgraded = await upgradeDatabase(
    serverUrl,
    /^\d{4}_dashboard_month_counts$/,
    storeDocumentsBeforeUpgrade,
  );
  ({ pool } = upgraded);
}, 120_000);

afterAll(() => upgraded?.drop());

/** Rows of `table` plus the pending deltas, summed by `key` (over the delta's day for `day`). */
async function withDeltas(table: string, key: string, deltaKey: string, where = 'true') {
  const { rows } = await pool.query(
    `select k, sum(documents)::int as documents, sum(amount)::numeric(18, 2)::text as amount
       from (select ${key} as k, documents, amount from ${table} where tenant_id = $1
             union all
             select ${deltaKey} as k, documents, amount from document_count_deltas
              where tenant_id = $1 and ${where}) c
      group by 1 having sum(documents) <> 0 order by 1`,
    [tenantId],
  );
  return rows;
}

async function truth(key: string, where = 'true') {
  const { rows } = await pool.query(
    `select ${key} as k, count(*)::int as documents,
            sum(total_pay_amount)::numeric(18, 2)::text as amount
       from documents where tenant_id = $1 and ${where} group by 1 order by 1`,
    [tenantId],
  );
  return rows;
}

const MONTH = "date_trunc('month', invoice_date)::date::text";
const DELTA_MONTH = "date_trunc('month', day)::date::text";

async function expectTruth() {
  const perStore = `concat_ws('|', store_id, ${MONTH}, doc_type, status, currency_code)`;
  expect(
    await withDeltas(
      'document_month_counts',
      "concat_ws('|', store_id, month::text, doc_type, status, currency_code)",
      `concat_ws('|', store_id, ${DELTA_MONTH}, doc_type, status, currency_code)`,
    ),
  ).toEqual(await truth(perStore));
  expect(
    await withDeltas(
      'document_tenant_month_counts',
      "concat_ws('|', month::text, doc_type, status, currency_code)",
      `concat_ws('|', ${DELTA_MONTH}, doc_type, status, currency_code)`,
    ),
  ).toEqual(await truth(`concat_ws('|', ${MONTH}, doc_type, status, currency_code)`));
  const turnoverTruth = await truth(
    "concat_ws('|', store_id, invoice_date::text, currency_code)",
    'status <> 5',
  );
  expect(
    await withDeltas(
      'document_day_turnover',
      "concat_ws('|', store_id, day::text, currency_code)",
      "concat_ws('|', store_id, day::text, currency_code)",
      'status <> 5',
    ),
  ).toEqual(turnoverTruth);
  expect(
    await withDeltas(
      'document_tenant_day_turnover',
      "concat_ws('|', day::text, currency_code)",
      "concat_ws('|', day::text, currency_code)",
      'status <> 5',
    ),
  ).toEqual(await truth("concat_ws('|', invoice_date::text, currency_code)", 'status <> 5'));
}

describe('the migration that adds the month counts and the day turnover', () => {
  it('fills them from the day counts, the pending deltas folded by the next roll-up', async () => {
    const pending = await pool.query('select 1 from document_count_deltas where tenant_id = $1', [
      tenantId,
    ]);
    expect(pending.rowCount).toBeGreaterThan(0);
    await expectTruth();
    await pool.query('select document_counts_roll_up()');
    const left = await pool.query('select 1 from document_count_deltas');
    expect(left.rowCount).toBe(0);
    await expectTruth();
  });
});
