import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { createDocument } from '../../test/document-factories';
import { createStore, createTenantWithUser, testDb } from '../../test/factories';
import { rollUpDocumentCounts } from './document-counts.repository';

let t: TTestDatabase;
let a: Awaited<ReturnType<typeof createTenantWithUser>>;
let b: Awaited<ReturnType<typeof createTenantWithUser>>;

beforeAll(async () => {
  t = await createTestDatabase();
  const db = testDb(t);
  a = await createTenantWithUser(db);
  b = await createTenantWithUser(db);
  await createDocument(db, {
    tenantId: b.tenant.id,
    storeId: b.store.id,
    invoiceDate: '2026-03-15',
  });
  await rollUpDocumentCounts(db);
});

afterAll(() => t.drop());

const ITEMS_OF = `(select count(*) from sale_transaction_details l
                    where l.tenant_id = d.tenant_id and l.sale_transaction_id = d.sale_transaction_id)`;
type TRow = { k: string; n: number; amount: string; items?: number };

const rows = async (text: string) => (await t.pool.query<TRow>(text, [a.tenant.id])).rows;

/** A table's rows plus the pending deltas, keyed by `key` (a delta's month is its day's month). */
const withDeltas = (table: string, key: string, sums: string, where = 'true') => `
  select ${key} as k, ${sums} from ${table} where tenant_id = $1
  union all
  select ${key.replace('month', "date_trunc('month', day)::date")} as k, ${sums}
    from document_count_deltas where tenant_id = $1 and ${where}`;

/**
 * Month counts (per store and over all stores) and day turnover (the same) plus the pending
 * deltas, against count(*), sum(amount) and the sales' lines of tenant a's documents.
 */
async function compare() {
  const month = "date_trunc('month', invoice_date)::date";
  for (const [table, key] of [
    ['document_month_counts', "concat_ws('|', store_id, month, doc_type, status, currency_code)"],
    ['document_tenant_month_counts', "concat_ws('|', month, doc_type, status, currency_code)"],
  ] as const) {
    const exact = await rows(
      `select ${key.replace('month', month)} as k, count(*)::int as n,
              sum(total_pay_amount)::numeric(18, 2)::text as amount, sum(${ITEMS_OF})::int as items
         from documents d where tenant_id = $1 group by 1 order by 1`,
    );
    const counted = await rows(
      `select k, sum(documents)::int as n, sum(amount)::numeric(18, 2)::text as amount,
              sum(items)::int as items
         from (${withDeltas(table, key, 'documents, amount, items')}) c
        group by 1 having sum(documents) <> 0 order by 1`,
    );
    expect(counted, table).toEqual(exact);
  }
  for (const [table, key] of [
    ['document_day_turnover', "concat_ws('|', store_id, day, currency_code)"],
    ['document_tenant_day_turnover', "concat_ws('|', day, currency_code)"],
  ] as const) {
    const exact = await rows(
      `select ${key.replace('day', 'invoice_date')} as k, count(*)::int as n,
              sum(total_pay_amount)::numeric(18, 2)::text as amount
         from documents d where tenant_id = $1 and status <> 5 group by 1 order by 1`,
    );
    const counted = await rows(
      `select k, sum(documents)::int as n, sum(amount)::numeric(18, 2)::text as amount
         from (${withDeltas(table, key, 'documents, amount', 'status <> 5')}) c
        group by 1 having sum(documents) <> 0 order by 1`,
    );
    expect(counted, table).toEqual(exact);
  }
}

describe('document month counts and day turnover', () => {
  it('equal the documents after inserts, status changes, cancels, moves, deletes and roll-ups', async () => {
    const db = testDb(t);
    const other = await createStore(db, { tenantId: a.tenant.id });
    const days = [
      '2026-01-31',
      '2026-02-01',
      '2026-02-14',
      '2026-02-28',
      '2026-03-01',
      '2026-03-15',
    ];
    const docs = [];
    for (const [i, invoiceDate] of days.entries()) {
      docs.push(
        await createDocument(db, {
          tenantId: a.tenant.id,
          storeId: i % 2 ? a.store.id : other.id,
          invoiceDate,
          status: 1,
          docType: i % 3 === 0 ? 1 : 2,
          currencyCode: i === 5 ? 'EUR' : 'TRY',
          totalPayAmount: `${i + 1}0.25`,
          saleTransaction: i !== 4,
          lines: i + 1,
        }),
      );
      // Half rolled up, half still pending deltas.
      if (i === 2) await rollUpDocumentCounts(db);
    }
    await compare();
    await t.pool.query(`update documents set status = 2 where tenant_id = $1`, [a.tenant.id]);
    await t.pool.query(`update documents set status = 5 where id = $1`, [docs[0]?.id]);
    await t.pool.query(`update documents set status = 6, pipeline_step = null where id = $1`, [
      docs[1]?.id,
    ]);
    await compare();
    await rollUpDocumentCounts(db);
    // Moved to another month and store; a cancelled document sold again; one deleted.
    await t.pool.query(
      `update documents set store_id = $2, invoice_date = '2025-12-31' where id = $1`,
      [docs[2]?.id, other.id],
    );
    await t.pool.query(`update documents set status = 2 where id = $1`, [docs[0]?.id]);
    await t.pool.query(`delete from documents where id = $1`, [docs[3]?.id]);
    await compare();
    expect(await rollUpDocumentCounts(db)).toBeGreaterThan(0);
    const pending = await t.pool.query('select 1 from document_count_deltas');
    expect(pending.rowCount).toBe(0);
    await compare();
  });

  it('a truncate of the documents clears them with the day counts', async () => {
    const client = await t.pool.connect();
    const rowsLeft = async () =>
      Number(
        (
          await client.query(
            `select (select count(*) from document_month_counts)
                  + (select count(*) from document_tenant_month_counts)
                  + (select count(*) from document_day_turnover)
                  + (select count(*) from document_tenant_day_turnover) as n`,
          )
        ).rows[0]?.n,
      );
    try {
      await client.query('begin');
      expect(await rowsLeft()).toBeGreaterThan(0);
      await client.query('truncate documents cascade');
      expect(await rowsLeft()).toBe(0);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
