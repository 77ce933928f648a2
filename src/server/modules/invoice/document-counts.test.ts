import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppPool, type AppPool } from '../../db/app-pool';
import { createDb } from '../../db/database';
import { withTenantAccess } from '../../db/data-context';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { createDocument } from '../../test/document-factories';
import { createStore, createTenantWithUser, testDb } from '../../test/factories';
import { istanbulDay, minusDays } from '../../../shared/format/istanbul-time';
import { ZDocumentListQuery } from '../../../shared/invoice/document-list-query';
import { LIST_COUNT_CAP } from '../../../shared/list/list-limits';
import { countFromDayCounts, rollUpDocumentCounts } from './document-counts.repository';
import { listDocuments } from './invoice-list.repository';

let t: TTestDatabase;
let app: AppPool;
let a: Awaited<ReturnType<typeof createTenantWithUser>>;
let b: Awaited<ReturnType<typeof createTenantWithUser>>;
const today = istanbulDay(new Date());
const dates = { from: minusDays(today, 30), to: today };

beforeAll(async () => {
  t = await createTestDatabase();
  app = createAppPool(t.url, 3);
  const db = testDb(t);
  a = await createTenantWithUser(db);
  b = await createTenantWithUser(db);
  await createDocument(db, { tenantId: b.tenant.id, storeId: b.store.id, status: 6 });
});

afterAll(async () => {
  await app.end();
  await t.drop();
});

// A document's items: the lines of its sale (migration 0015).
const ITEMS_OF = `(select count(*) from sale_transaction_details l
                    where l.tenant_id = d.tenant_id and l.sale_transaction_id = d.sale_transaction_id)`;
type TCountRow = { k: string; n: number; amount: string; items: number };

/**
 * Day counts + pending deltas vs count(*), sum(amount) and the sales' lines for every (store, day,
 * type, status, currency) of tenant a, and the same over all stores.
 */
async function compare() {
  const exact = await t.pool.query<TCountRow>(
    `select concat_ws('|', store_id, invoice_date, doc_type, status, currency_code) as k,
            count(*)::int as n, sum(total_pay_amount)::numeric(18, 2)::text as amount,
            sum(${ITEMS_OF})::int as items
       from documents d where tenant_id = $1 group by 1 order by 1`,
    [a.tenant.id],
  );
  const counted = await t.pool.query<TCountRow>(
    `select concat_ws('|', store_id, day, doc_type, status, currency_code) as k, sum(documents)::int as n,
            sum(amount)::numeric(18, 2)::text as amount, sum(items)::int as items
       from (select store_id, day, doc_type, status, currency_code, documents, amount, items
               from document_day_counts where tenant_id = $1
             union all
             select store_id, day, doc_type, status, currency_code, documents, amount, items
               from document_count_deltas where tenant_id = $1) c
      group by 1 having sum(documents) <> 0 order by 1`,
    [a.tenant.id],
  );
  expect(counted.rows).toEqual(exact.rows);
  // The tenant-level rows (all stores together) hold the same sums.
  const exactOfTenant = await t.pool.query<TCountRow>(
    `select concat_ws('|', invoice_date, doc_type, status, currency_code) as k, count(*)::int as n,
            sum(total_pay_amount)::numeric(18, 2)::text as amount, sum(${ITEMS_OF})::int as items
       from documents d where tenant_id = $1 group by 1 order by 1`,
    [a.tenant.id],
  );
  const countedOfTenant = await t.pool.query<TCountRow>(
    `select concat_ws('|', day, doc_type, status, currency_code) as k, sum(documents)::int as n,
            sum(amount)::numeric(18, 2)::text as amount, sum(items)::int as items
       from (select day, doc_type, status, currency_code, documents, amount, items
               from document_tenant_day_counts where tenant_id = $1
             union all
             select day, doc_type, status, currency_code, documents, amount, items
               from document_count_deltas where tenant_id = $1) c
      group by 1 having sum(documents) <> 0 order by 1`,
    [a.tenant.id],
  );
  expect(countedOfTenant.rows).toEqual(exactOfTenant.rows);
  const ofStore = await withTenantAccess(a.tenant.id, () =>
    countFromDayCounts(
      createDb(app),
      { tenantId: a.tenant.id, storeId: null },
      ZDocumentListQuery.parse({ storeId: a.store.id }),
      dates,
    ),
  );
  const [inStore] = (
    await t.pool.query<{ n: number }>(
      `select count(*)::int as n from documents
        where tenant_id = $1 and store_id = $2 and invoice_date between $3 and $4`,
      [a.tenant.id, a.store.id, dates.from, dates.to],
    )
  ).rows;
  expect(ofStore).toBe(inStore?.n);
  const total = await withTenantAccess(a.tenant.id, () =>
    countFromDayCounts(
      createDb(app),
      { tenantId: a.tenant.id, storeId: null },
      ZDocumentListQuery.parse({}),
      dates,
    ),
  );
  const [all] = (
    await t.pool.query<{ n: number }>(
      'select count(*)::int as n from documents where tenant_id = $1 and invoice_date between $2 and $3',
      [a.tenant.id, dates.from, dates.to],
    )
  ).rows;
  expect(total).toBe(all?.n);
}

describe('document day counts', () => {
  it('equal count(*), sum(amount) and the lines after inserts, status changes, cancels, moves and deletes', async () => {
    const db = testDb(t);
    const other = await createStore(db, { tenantId: a.tenant.id });
    const docs = [];
    for (let i = 0; i < 6; i += 1) {
      docs.push(
        await createDocument(db, {
          tenantId: a.tenant.id,
          storeId: i % 2 ? a.store.id : other.id,
          invoiceDate: minusDays(today, i),
          status: 1,
          docType: i % 3 === 0 ? 1 : 2,
          currencyCode: i === 5 ? 'EUR' : 'TRY',
          totalPayAmount: `${i + 1}0.25`,
          saleTransaction: i !== 4,
          lines: i + 1,
        }),
      );
    }
    await compare();
    await t.pool.query(`update documents set status = 2 where tenant_id = $1`, [a.tenant.id]);
    await t.pool.query(`update documents set status = 5 where id = $1`, [docs[0]?.id]);
    await t.pool.query(`update documents set status = 6, pipeline_step = null where id = $1`, [
      docs[1]?.id,
    ]);
    await t.pool.query(`update documents set store_id = $2, invoice_date = $3 where id = $1`, [
      docs[2]?.id,
      a.store.id,
      minusDays(today, 40),
    ]);
    await compare();
    // A document pointed at another sale (6 lines instead of 1) moves its items with it.
    await t.pool.query(`update documents set sale_transaction_id = $2 where id = $1`, [
      docs[0]?.id,
      docs[5]?.saleTransactionId,
    ]);
    await t.pool.query(`update documents set total_pay_amount = 99.99 where id = $1`, [
      docs[5]?.id,
    ]);
    await t.pool.query(`delete from documents where id = $1`, [docs[3]?.id]);
    await compare();
    expect(await rollUpDocumentCounts(testDb(t))).toBeGreaterThan(0);
    const pending = await t.pool.query('select 1 from document_count_deltas');
    expect(pending.rowCount).toBe(0);
    await compare();
  });

  it('a rolled-back transaction leaves no delta behind', async () => {
    const before = await t.pool.query('select id from document_count_deltas');
    const client = await t.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into documents (tenant_id, store_id, doc_type, invoice_date, ettn, store_name, total_pay_amount)
         values ($1, $2, 2, $3, gen_random_uuid(), 'X', 1)`,
        [a.tenant.id, a.store.id, today],
      );
      await client.query('update documents set status = 6 where tenant_id = $1', [a.tenant.id]);
      await client.query('rollback');
    } finally {
      client.release();
    }
    const after = await t.pool.query('select id from document_count_deltas');
    expect(after.rows).toEqual(before.rows);
    await compare();
  });

  it('updates of columns the counts do not hold add no delta', async () => {
    const before = await t.pool.query('select id from document_count_deltas');
    await t.pool.query(
      `update documents set gib_status_text = 'x', status = status where tenant_id = $1`,
      [a.tenant.id],
    );
    const after = await t.pool.query('select id from document_count_deltas');
    expect(after.rows).toEqual(before.rows);
  });

  it('a tenant reads only its own counts and deltas (row-level security)', async () => {
    await rollUpDocumentCounts(testDb(t));
    await createDocument(testDb(t), { tenantId: a.tenant.id, storeId: a.store.id });
    await createDocument(testDb(t), { tenantId: b.tenant.id, storeId: b.store.id });
    for (const table of [
      'document_day_counts',
      'document_tenant_day_counts',
      'document_count_deltas',
    ]) {
      const seen = await withTenantAccess(a.tenant.id, () =>
        app.query<{ tid: string }>(`select distinct tenant_id as tid from ${table}`),
      );
      expect(
        seen.rows.map((r) => r.tid),
        table,
      ).toEqual([a.tenant.id]);
      const all = await t.pool.query(`select distinct tenant_id from ${table}`);
      expect(all.rowCount, table).toBe(2);
    }
    const wrongTenant = withTenantAccess(a.tenant.id, () =>
      createDb(app).execute(
        sql`insert into document_count_deltas (tenant_id, day, store_id, doc_type, status, currency_code, documents, amount, items)
            values (${b.tenant.id}, ${today}, ${b.store.id}, 2, 2, 'TRY', 1000, 0, 0)`,
      ),
    );
    const refused = await wrongTenant.then(
      () => 'inserted',
      (e: unknown) => String((e as { cause?: unknown }).cause),
    );
    expect(refused).toMatch(/row-level security/);
  });

  it('counts a text search up to the cap and says so only when it stopped there', async () => {
    // The free-text search walks the date range and stops counting at the cap; a number-part
    // search reads its candidate numbers whole, so its total is exact (invoice-number-search.test.ts).
    const made = LIST_COUNT_CAP + 1;
    await t.pool.query(
      `insert into documents (tenant_id, store_id, doc_type, invoice_no, invoice_date, ettn, store_name, total_pay_amount)
       select $1, $2, 2, 'CAP' || lpad(g::text, 13, '0'), $3, gen_random_uuid(), 'Kap', 1
         from generate_series(1, ${made}) g`,
      [b.tenant.id, b.store.id, today],
    );
    const listOf = (filter: string) =>
      withTenantAccess(b.tenant.id, () =>
        listDocuments(
          createDb(app),
          { tenantId: b.tenant.id, storeId: null },
          ZDocumentListQuery.parse({ filter }),
        ),
      );
    const all = await listOf('searchText:CAP:search');
    expect(all).toMatchObject({ rowCount: LIST_COUNT_CAP, capped: true });
    expect(all.list).toHaveLength(10);
    const few = await listOf('searchText:CAP000000000001:search');
    expect(few).toMatchObject({ rowCount: 10, capped: false });
    expect(await listOf('invoiceNo:CAP:search')).toMatchObject({ rowCount: made, capped: false });
    // Status 1 (pending) is the column default: exactly the documents made here.
    const counted = await listOf('status:1:eq');
    expect(counted).toMatchObject({ rowCount: made, capped: false });
  });
});
