import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppPool, type AppPool } from '../../db/app-pool';
import { createDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import { withTenantAccess } from '../../db/data-context';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { createStore, createTenantWithUser, testDb } from '../../test/factories';
import { istanbulDay, minusDays, minusOneMonth } from '../../../shared/format/istanbul-time';
import { LIST_COUNT_CAP } from '../../../shared/list/list-limits';
import { ZDocumentListQuery } from '../../../shared/invoice/document-list-query';
import { listDocuments } from './invoice-list.repository';

let t: TTestDatabase;
let app: AppPool;
let a: Awaited<ReturnType<typeof createTenantWithUser>>;
let b: Awaited<ReturnType<typeof createTenantWithUser>>;
let otherStoreId: string;
const today = istanbulDay(new Date());
const from = minusOneMonth(today);

/**
 * Documents numbered `prefix`2026 + 1..n over the last 40 days, two doc types and statuses; the
 * day falls as the number rises except every 37th, issued later than its neighbours' days (a sale
 * posted late), so the numbers of a day are not one unbroken run.
 */
async function makeDocuments(tenantId: string, storeIds: string[], prefix: string, n: number) {
  await t.pool.query(
    `insert into documents (tenant_id, store_id, doc_type, invoice_no, invoice_date, ettn,
                            store_name, total_pay_amount, status)
     select $1, ($2::uuid[])[1 + g % array_length($2::uuid[], 1)], case when g % 4 = 0 then 1 else 2 end,
            $3 || '2026' || lpad(g::text, 9, '0'),
            $4::date - case when g % 37 = 0 then 2 else 40 - (g * 40 / $5) end, gen_random_uuid(),
            'Mağaza', ((g % 5) || '.50')::numeric, case when g % 3 = 0 then 6 else 2 end
       from generate_series(1, $5::int) g`,
    [tenantId, storeIds, prefix, today, n],
  );
}

beforeAll(async () => {
  t = await createTestDatabase();
  app = createAppPool(t.url, 3);
  const db = testDb(t);
  a = await createTenantWithUser(db);
  b = await createTenantWithUser(db);
  otherStoreId = (await createStore(db, { tenantId: a.tenant.id })).id;
  await makeDocuments(a.tenant.id, [a.store.id, otherStoreId], 'AAA', 400);
  await makeDocuments(a.tenant.id, [a.store.id], 'FBB', 300);
  // The other tenant holds the very same numbers.
  await makeDocuments(b.tenant.id, [b.store.id], 'AAA', 400);
});

afterAll(async () => {
  await app.end();
  await t.drop();
});

async function listAs(tenantId: string, scope: TDataScope, params: Record<string, string>) {
  const query = ZDocumentListQuery.parse(params);
  return withTenantAccess(tenantId, () => listDocuments(createDb(app), scope, query));
}

/** Every page of tenant a's list, in page order, and the total of its first page. */
async function allPages(params: Record<string, string>, scope: TDataScope, size = 9) {
  const ids: string[] = [];
  const first = await listAs(a.tenant.id, scope, { ...params, size: String(size) });
  for (let page = 1; page <= 60; page += 1) {
    const { list } = await listAs(a.tenant.id, scope, {
      ...params,
      page: String(page),
      size: String(size),
    });
    if (list.length === 0) break;
    ids.push(...list.map((d) => d.documentId));
  }
  return { ids, rowCount: first.rowCount, capped: first.capped };
}

/** The same rows by a plain query as the tables' owner. */
async function reference(where: string, order: string, args: unknown[] = []): Promise<string[]> {
  const { rows } = await t.pool.query<{ id: string }>(
    `select id from documents where tenant_id = $1 and invoice_date between $2 and $3 ${where}
      order by ${order}`,
    [a.tenant.id, from, today, ...args],
  );
  return rows.map((r) => r.id);
}

describe('invoice-number part search', () => {
  const scope = () => ({ tenantId: a.tenant.id, storeId: null });
  const byDate = 'invoice_date desc, id desc';

  it('finds exactly the documents whose number holds the part, page after page, with exact totals', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ filter: 'invoiceNo:0001:search' }, `and invoice_no like '%0001%'`, byDate],
      [{ filter: 'invoiceNo:37:search' }, `and invoice_no like '%37%'`, byDate],
      [{ filter: 'invoiceNo:a2026000000:search' }, `and invoice_no like '%A2026000000%'`, byDate],
      [{ filter: 'invoiceNo:FBB:search' }, `and invoice_no like '%FBB%'`, byDate],
      [
        { filter: 'invoiceNo:00001:search', sort: 'invoiceNo:asc' },
        `and invoice_no like '%00001%'`,
        'invoice_no asc, id desc',
      ],
      [
        { filter: 'invoiceNo:2:search,status:6:eq' },
        `and invoice_no like '%2%' and status = 6`,
        byDate,
      ],
      [
        { filter: 'invoiceNo:01:search,docType:1:eq' },
        `and invoice_no like '%01%' and doc_type = 1`,
        byDate,
      ],
      // Few candidates with a sort or filter the number index does not hold: rows read per match.
      [
        { filter: 'invoiceNo:0037:search', sort: 'totalPayAmount:desc' },
        `and invoice_no like '%0037%'`,
        'total_pay_amount desc, id desc',
      ],
      [
        { filter: 'invoiceNo:0037:search,docType:2:eq' },
        `and invoice_no like '%0037%' and doc_type = 2`,
        byDate,
      ],
      [
        { filter: 'invoiceNo:1:search', sort: 'totalPayAmount:desc' },
        `and invoice_no like '%1%'`,
        'total_pay_amount desc, id desc',
      ],
      [
        { filter: 'invoiceNo:AAA:search', storeId: otherStoreId },
        `and invoice_no like '%AAA%' and store_id = '${otherStoreId}'`,
        byDate,
      ],
    ];
    for (const [params, where, order] of cases) {
      const expected = await reference(where, order);
      const got = await allPages(params, scope());
      expect(expected.length, JSON.stringify(params)).toBeGreaterThan(9);
      expect(got.ids, JSON.stringify(params)).toEqual(expected);
      expect({ rowCount: got.rowCount, capped: got.capped }, JSON.stringify(params)).toEqual({
        rowCount: expected.length,
        capped: false,
      });
    }
  });

  it('finds a number issued later than its days (a late sale) and one issued a moment ago', async () => {
    const late = await listAs(a.tenant.id, scope(), { filter: 'invoiceNo:A2026000000037:search' });
    expect(late.list.map((d) => [d.invoiceNo, d.invoiceDate])).toEqual([
      ['AAA2026000000037', minusDays(today, 2)],
    ]);
    await t.pool.query(
      `insert into documents (tenant_id, store_id, doc_type, invoice_no, invoice_date, ettn,
                              store_name, total_pay_amount)
       values ($1, $2, 2, 'AAA2026000009999', $3, gen_random_uuid(), 'Mağaza', 1)`,
      [a.tenant.id, a.store.id, minusDays(today, 30)],
    );
    const found = await listAs(a.tenant.id, scope(), { filter: 'invoiceNo:9999:search' });
    expect(found.list.map((d) => d.invoiceNo)).toEqual(['AAA2026000009999']);
  });

  it('still counts the matches on a page past the last one', async () => {
    const matches = await reference(`and invoice_no like '%0037%'`, byDate);
    const past = await listAs(a.tenant.id, scope(), {
      filter: 'invoiceNo:0037:search',
      page: '40',
    });
    expect(past).toEqual({ list: [], rowCount: matches.length, capped: false });
  });

  it('matches nothing for a part no invoice number can hold, without an error', async () => {
    for (const part of ['%25', '_', 'ı', 'AAA2026000000001X']) {
      const res = await listAs(a.tenant.id, scope(), { filter: `invoiceNo:${part}:search` });
      expect(res, part).toEqual({ list: [], rowCount: 0, capped: false });
    }
  });

  it("never finds another tenant's documents that carry the same numbers", async () => {
    const ofB = await t.pool.query<{ id: string }>(
      'select id from documents where tenant_id = $1',
      [b.tenant.id],
    );
    const own = await allPages({ filter: 'invoiceNo:AAA:search' }, scope(), 50);
    expect(own.ids.length).toBeGreaterThan(0);
    expect(own.ids.filter((id) => ofB.rows.some((r) => r.id === id))).toEqual([]);
    // Row-level security is the second lock: a's context asking with b's scope finds nothing.
    const leaked = await listAs(
      a.tenant.id,
      { tenantId: b.tenant.id, storeId: null },
      {
        filter: 'invoiceNo:0001:search',
      },
    );
    expect(leaked).toEqual({ list: [], rowCount: 0, capped: false });
  });

  it('keeps a store session to its store', async () => {
    const storeScope = { tenantId: a.tenant.id, storeId: otherStoreId };
    const got = await allPages({ filter: 'invoiceNo:00:search' }, storeScope);
    expect(got.ids).toEqual(
      await reference(`and invoice_no like '%00%' and store_id = $4`, byDate, [otherStoreId]),
    );
  });

  it('counts past the cap when it reads its candidates whole, and stops at it when it walks', async () => {
    const c = await createTenantWithUser(testDb(t));
    const scopeC = { tenantId: c.tenant.id, storeId: null };
    for (const prefix of ['EXA', 'EXB']) {
      await t.pool.query(
        `insert into documents (tenant_id, store_id, doc_type, invoice_no, invoice_date, ettn,
                                store_name, total_pay_amount)
         select $1, $2, 2, $3 || '2026' || lpad(g::text, 9, '0'), $4, gen_random_uuid(), 'Kap', 1
           from generate_series(1, ${LIST_COUNT_CAP + 100}) g`,
        [c.tenant.id, c.store.id, prefix, today],
      );
    }
    const exact = await listAs(c.tenant.id, scopeC, { filter: 'invoiceNo:EXA:search' });
    expect(exact).toMatchObject({ rowCount: LIST_COUNT_CAP + 100, capped: false });
    const walked = await listAs(c.tenant.id, scopeC, { filter: 'searchText:EXA:search' });
    expect(walked).toMatchObject({ rowCount: LIST_COUNT_CAP, capped: true });
  });
});
