import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppPool, type AppPool } from '../../db/app-pool';
import { createDb } from '../../db/database';
import { withTenantAccess } from '../../db/data-context';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { queryPlans } from '../../test/query-plans';
import { createStore, createTenantWithUser, testDb } from '../../test/factories';
import { istanbulDay, minusOneMonth } from '../../../shared/format/istanbul-time';
import { ZDocumentListQuery } from '../../../shared/invoice/document-list-query';
import { rollUpDocumentCounts } from './document-counts.repository';
import { DEEP_PAGE_FROM_OFFSET } from './document-list-page.repository';
import { listDocuments } from './invoice-list.repository';

let t: TTestDatabase;
let app: AppPool;
let a: Awaited<ReturnType<typeof createTenantWithUser>>;
let b: Awaited<ReturnType<typeof createTenantWithUser>>;
let otherStoreId: string;
let deep: Awaited<ReturnType<typeof createTenantWithUser>>;
let deepStoreIds: string[];
const today = istanbulDay(new Date());
// The list's default range (spec §2: the last month).
const from = minusOneMonth(today);
const MADE = 57;
/** Enough documents in the default month for pages well past DEEP_PAGE_FROM_OFFSET. */
const DEEP_MADE = 6_000;

/** `n` documents over the last 40 days, amounts with many ties, two statuses, numbered. */
async function makeDocuments(tenantId: string, storeIds: string[], prefix: string, n: number) {
  await t.pool.query(
    `insert into documents (tenant_id, store_id, doc_type, invoice_no, invoice_date, ettn,
                            store_name, total_pay_amount, status)
     select $1, ($2::uuid[])[1 + g % array_length($2::uuid[], 1)], 2,
            $3 || '2026' || lpad(g::text, 9, '0'), $4::date - (g % 40), gen_random_uuid(),
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
  await makeDocuments(a.tenant.id, [a.store.id, otherStoreId], 'AAA', MADE);
  await makeDocuments(b.tenant.id, [b.store.id], 'BBB', 30);
  deep = await createTenantWithUser(db);
  const second = await createStore(db, { tenantId: deep.tenant.id });
  deepStoreIds = [deep.store.id, second.id];
  await makeDocuments(deep.tenant.id, deepStoreIds, 'DDD', DEEP_MADE);
  // Store names that sort differently in Turkish than by their bytes, and a second type.
  await t.pool.query(
    `update documents set store_name = case when store_id = $2 then 'Çınar' else 'Zeytin' end,
            doc_type = case when invoice_no like '%5' then 1 else doc_type end
      where tenant_id = $1`,
    [deep.tenant.id, second.id],
  );
  // Into the day counts (tenant-level and per store); later changes stay pending deltas.
  expect(await rollUpDocumentCounts(db)).toBeGreaterThan(0);
});

afterAll(async () => {
  await app.end();
  await t.drop();
});

/** Every page of the list, in page order, as the API would hand them out. */
async function allPages(
  params: Record<string, string>,
  size = 7,
  tenantId = a.tenant.id,
  storeId: string | null = null,
): Promise<string[]> {
  const ids: string[] = [];
  // Bounded, so a list that never runs out of pages fails instead of hanging.
  for (let page = 1; page <= 50; page += 1) {
    const query = ZDocumentListQuery.parse({ ...params, page: String(page), size: String(size) });
    const { list, rowCount } = await withTenantAccess(tenantId, () =>
      listDocuments(createDb(app), { tenantId, storeId }, query),
    );
    if (list.length === 0) return ids;
    ids.push(...list.map((d) => d.documentId));
    expect(rowCount, `page ${page}`).toBeGreaterThanOrEqual(ids.length);
  }
  return ids;
}

/** The same rows by a plain query as the tables' owner: one statement, no paging. */
async function reference(where: string, order: string, tenantId = a.tenant.id): Promise<string[]> {
  const { rows } = await t.pool.query<{ id: string }>(
    `select id from documents where tenant_id = $1 and invoice_date between $2 and $3 ${where}
      order by ${order}`,
    [tenantId, from, today],
  );
  return rows.map((r) => r.id);
}

describe('document list pages', () => {
  it('equal one unpaged query, page after page, for every index-served order', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{}, '', 'invoice_date desc, id desc'],
      [{ sort: 'invoiceDate:asc' }, '', 'invoice_date asc, id asc'],
      [{ sort: 'totalPayAmount:desc' }, '', 'total_pay_amount desc, id desc'],
      [{ sort: 'totalPayAmount:asc' }, '', 'total_pay_amount asc, id asc'],
      [{ filter: 'status:6:eq' }, 'and status = 6', 'invoice_date desc, id desc'],
      [{ storeId: otherStoreId }, `and store_id = '${otherStoreId}'`, 'invoice_date desc, id desc'],
      [
        { filter: 'invoiceNo:0001:search' },
        `and invoice_no like '%0001%'`,
        'invoice_date desc, id desc',
      ],
    ];
    for (const [params, where, order] of cases) {
      const expected = await reference(where, order);
      expect(expected.length, JSON.stringify(params)).toBeGreaterThan(7);
      expect(await allPages(params), JSON.stringify(params)).toEqual(expected);
    }
  });

  it('equal one unpaged query on deep pages too, each started where it lies', async () => {
    // Status changes leave the day counts minus one on the old status, plus one on the new.
    await t.pool.query(
      `update documents set status = 6 where tenant_id = $1 and status = 2 and invoice_no like '%7'`,
      [deep.tenant.id],
    );
    const tr = 'store_name collate "tr-TR-x-icu"';
    const cases: [Record<string, string>, string, string][] = [
      [{}, '', 'invoice_date desc, id desc'],
      [{ sort: 'invoiceDate:asc' }, '', 'invoice_date asc, id asc'],
      [{ sort: 'totalPayAmount:desc' }, '', 'total_pay_amount desc, id desc'],
      [{ sort: 'totalPayAmount:asc' }, '', 'total_pay_amount asc, id asc'],
      [{ sort: 'storeName:asc' }, '', `${tr} asc, invoice_date desc, id desc`],
      [{ sort: 'storeName:desc' }, '', `${tr} desc, invoice_date desc, id desc`],
      [{ sort: 'docType:asc' }, '', 'doc_type asc, invoice_date desc, id desc'],
      [{ sort: 'status:desc' }, '', 'status desc, invoice_date desc, id desc'],
      [{ sort: 'invoiceNo:asc' }, '', 'invoice_no asc, id desc'],
      [{ filter: 'status:2:eq' }, 'and status = 2', 'invoice_date desc, id desc'],
      [
        { storeId: deepStoreIds[1] ?? '' },
        `and store_id = '${deepStoreIds[1]}'`,
        'invoice_date desc, id desc',
      ],
    ];
    for (const [params, where, order] of cases) {
      const expected = await reference(where, order, deep.tenant.id);
      expect(expected.length, JSON.stringify(params)).toBeGreaterThan(2 * DEEP_PAGE_FROM_OFFSET);
      const pages = await allPages(params, 101, deep.tenant.id);
      expect(pages, JSON.stringify(params)).toEqual(expected);
    }
    // A store session: its store's documents only, deep pages included, both ways by date.
    const store = deepStoreIds[1] ?? '';
    const inStore = `and store_id = '${store}'`;
    const newest = await reference(inStore, 'invoice_date desc, id desc', deep.tenant.id);
    expect(newest.length).toBeGreaterThan(2 * DEEP_PAGE_FROM_OFFSET);
    expect(await allPages({}, 101, deep.tenant.id, store)).toEqual(newest);
    expect(await allPages({ sort: 'invoiceDate:asc' }, 101, deep.tenant.id, store)).toEqual(
      await reference(inStore, 'invoice_date asc, id asc', deep.tenant.id),
    );
  });

  it('gives a page past the end no rows and the exact total', async () => {
    const expected = await reference('', 'id', deep.tenant.id);
    const query = ZDocumentListQuery.parse({ page: '60', size: '100' });
    const answer = await withTenantAccess(deep.tenant.id, () =>
      listDocuments(createDb(app), { tenantId: deep.tenant.id, storeId: null }, query),
    );
    expect(answer).toEqual({ list: [], rowCount: expected.length, capped: false });
  });

  it('reads a deep page without skipping every row before it', async () => {
    const plans = queryPlans(t.url);
    try {
      const entriesRead = async (params: Record<string, string>) => {
        const query = ZDocumentListQuery.parse({ size: '100', ...params });
        const statements = await plans.plansOf(
          (fn) => withTenantAccess(deep.tenant.id, fn),
          (db) => listDocuments(db, { tenantId: deep.tenant.id, storeId: null }, query),
          { analyze: true },
        );
        const scans = statements.flat().filter((n) => n['Index Name']?.startsWith('documents_'));
        expect(scans.length).toBeGreaterThan(0);
        return Math.max(...scans.map((n) => (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1)));
      };
      const { rows } = await t.pool.query<{ n: number }>(
        `select max(n)::int as n from (select count(*) as n from documents
          where tenant_id = $1 and invoice_date between $2 and $3 group by invoice_date) d`,
        [deep.tenant.id, from, today],
      );
      const busiestDay = rows[0]?.n ?? 0;
      expect(busiestDay).toBeLessThan(300);
      // 4,800 documents in the month. In date order a page starts on its own day: it reads at
      // most that day's documents and its own, in the middle (page 24) as at the end (48).
      const datePages: Record<string, string>[] = [
        { page: '24' },
        { page: '48' },
        { page: '30', sort: 'invoiceDate:asc' },
      ];
      for (const params of datePages) {
        expect(await entriesRead(params)).toBeLessThanOrEqual(busiestDay + 100);
      }
      // In another order a page nearer the end reads from there: the offset its ids skip (the
      // planner may sort this small month rather than walk an index, so the statement says it).
      const skipped = async (params: Record<string, string>) => {
        const query = ZDocumentListQuery.parse({ size: '100', ...params });
        const { statements } = await plans.sentBy(
          (fn) => withTenantAccess(deep.tenant.id, fn),
          (db) => listDocuments(db, { tenantId: deep.tenant.id, storeId: null }, query),
        );
        const page = statements.find((s) => / offset \$\d+\) "page"/.test(s.text));
        const n = Number(/ offset \$(\d+)\) "page"/.exec(page?.text ?? '')?.[1]);
        return page?.values?.[n - 1];
      };
      expect(await skipped({ page: '47', sort: 'status:desc' })).toBe(100);
      expect(await skipped({ page: '48', sort: 'status:desc' })).toBe(0);
      expect(await skipped({ page: '24', sort: 'status:desc' })).toBe(2_300);
    } finally {
      await plans.end();
    }
  });

  it("never shows another tenant's documents, even when the query names that tenant", async () => {
    const query = ZDocumentListQuery.parse({});
    const leaked = await withTenantAccess(a.tenant.id, () =>
      listDocuments(createDb(app), { tenantId: b.tenant.id, storeId: null }, query),
    );
    expect(leaked.list).toEqual([]);
    // A page near the end of another tenant's long list, read from the end: nothing either.
    const deepPage = ZDocumentListQuery.parse({ page: '48', size: '100' });
    const leakedDeep = await withTenantAccess(a.tenant.id, () =>
      listDocuments(createDb(app), { tenantId: deep.tenant.id, storeId: null }, deepPage),
    );
    expect(leakedDeep.list).toEqual([]);
    const own = await allPages({}, 50);
    const ofB = await t.pool.query<{ id: string }>(
      'select id from documents where tenant_id = $1',
      [b.tenant.id],
    );
    expect(own.filter((id) => ofB.rows.some((r) => r.id === id))).toEqual([]);
  });

  it("runs a kept statement with each request's own tenant, store and values", async () => {
    // One database object, so every call after the first of a shape reuses its built statement.
    const db = createDb(app);
    const ofTenant = async (tenantId: string, storeId: string | null, params: object) => {
      const res = await withTenantAccess(tenantId, () =>
        listDocuments(
          db,
          { tenantId, storeId },
          ZDocumentListQuery.parse({ size: '50', ...params }),
        ),
      );
      const { rows } = await t.pool.query<{ tenant_id: string; store_id: string }>(
        'select tenant_id, store_id from documents where id = any($1)',
        [res.list.map((d) => d.documentId)],
      );
      return { ...res, tenants: [...new Set(rows.map((r) => r.tenant_id))], stores: rows };
    };
    for (let round = 0; round < 2; round += 1) {
      const ofA = await ofTenant(a.tenant.id, null, { filter: 'status:6:eq' });
      const ofB = await ofTenant(b.tenant.id, null, { filter: 'status:6:eq' });
      expect(ofA.tenants).toEqual([a.tenant.id]);
      expect(ofB.tenants).toEqual([b.tenant.id]);
      expect(ofA.rowCount).toBe((await reference('and status = 6', 'id')).length);
      const inStore = await ofTenant(a.tenant.id, otherStoreId, { filter: 'status:2:eq' });
      expect(inStore.stores.every((r) => r.store_id === otherStoreId)).toBe(true);
      expect(inStore.list.length).toBeGreaterThan(0);
      const other = await ofTenant(a.tenant.id, a.store.id, { filter: 'status:2:eq' });
      expect(other.stores.every((r) => r.store_id === a.store.id)).toBe(true);
    }
  });

  it('decodes every column of a row as the screen shows it', async () => {
    const { rows } = await t.pool.query<{ id: string }>(
      `update documents set status = 5, cancel_reason = 'İade', cancel_date = '2026-11-22T10:15:00+03:00',
              gib_status_code = 1300, gib_status_text = 'Başarılı', response_state = 2,
              response_message = 'Kabul', pipeline_step = 'cancel', is_resendable = true,
              failure_reason = 'Yok', transaction_status = 1, total_pay_amount = 1234.5
        where id = (select id from documents where tenant_id = $1 order by id limit 1) returning id`,
      [b.tenant.id],
    );
    const query = ZDocumentListQuery.parse({ filter: 'status:5:eq' });
    const { list } = await withTenantAccess(b.tenant.id, () =>
      listDocuments(createDb(app), { tenantId: b.tenant.id, storeId: null }, query),
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      documentId: rows[0]?.id,
      status: 5,
      cancelReason: 'İade',
      cancelDate: '2026-11-22T07:15:00.000Z',
      cancelPending: true,
      gibStatusCode: 1300,
      gibStatusText: 'Başarılı',
      responseState: 2,
      responseMessage: 'Kabul',
      isResendable: true,
      failureReason: 'Yok',
      transactionStatus: 1,
      totalPayAmount: '1234.50',
      docType: 2,
      storeName: 'Mağaza',
    });
    expect(list[0]?.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
