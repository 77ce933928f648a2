import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppPool, type AppPool } from '../../db/app-pool';
import { createDb } from '../../db/database';
import { withTenantAccess } from '../../db/data-context';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { queryPlans } from '../../test/query-plans';
import { createStore, createTenantWithUser, testDb } from '../../test/factories';
import { ZDocumentListQuery } from '../../../shared/invoice/document-list-query';
import { rollUpDocumentCounts } from './document-counts.repository';
import { DEEP_PAGE_FROM_OFFSET } from './document-list-page.repository';
import { listDocuments } from './invoice-list.repository';
import { from, listPages, today } from './invoice-list-pages.test-support';

let t: TTestDatabase;
let app: AppPool;
let pages: ReturnType<typeof listPages>;
let deep: Awaited<ReturnType<typeof createTenantWithUser>>;
let other: Awaited<ReturnType<typeof createTenantWithUser>>;
let storeIds: string[];
/** Enough documents in the default month for pages well past DEEP_PAGE_FROM_OFFSET. */
const DEEP_MADE = 6_000;

beforeAll(async () => {
  t = await createTestDatabase();
  app = createAppPool(t.url, 3);
  pages = listPages(t, app);
  const db = testDb(t);
  deep = await createTenantWithUser(db);
  other = await createTenantWithUser(db);
  const second = await createStore(db, { tenantId: deep.tenant.id });
  storeIds = [deep.store.id, second.id];
  await pages.makeDocuments(deep.tenant.id, storeIds, 'DDD', DEEP_MADE);
  await pages.makeDocuments(other.tenant.id, [other.store.id], 'OOO', 30);
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

describe('deep pages of the document list', () => {
  // About 800 list queries over 6,000 documents: 25 s alone, longer beside other test files.
  it(
    'equal one unpaged query on deep pages too, each started where it lies',
    { timeout: 120_000 },
    async () => {
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
          { storeId: storeIds[1] ?? '' },
          `and store_id = '${storeIds[1]}'`,
          'invoice_date desc, id desc',
        ],
      ];
      for (const [params, where, order] of cases) {
        const expected = await pages.reference(deep.tenant.id, where, order);
        expect(expected.length, JSON.stringify(params)).toBeGreaterThan(2 * DEEP_PAGE_FROM_OFFSET);
        const all = await pages.allPages(deep.tenant.id, params, 101);
        expect(all, JSON.stringify(params)).toEqual(expected);
      }
      // A store session: its store's documents only, deep pages included, both ways by date.
      const store = storeIds[1] ?? '';
      const inStore = `and store_id = '${store}'`;
      const newest = await pages.reference(deep.tenant.id, inStore, 'invoice_date desc, id desc');
      expect(newest.length).toBeGreaterThan(2 * DEEP_PAGE_FROM_OFFSET);
      expect(await pages.allPages(deep.tenant.id, {}, 101, store)).toEqual(newest);
      expect(await pages.allPages(deep.tenant.id, { sort: 'invoiceDate:asc' }, 101, store)).toEqual(
        await pages.reference(deep.tenant.id, inStore, 'invoice_date asc, id asc'),
      );
    },
  );

  it('gives a page past the end no rows and the exact total', async () => {
    const expected = await pages.reference(deep.tenant.id, '', 'id');
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

  it("shows no page of another tenant's long list, deep or read from the end", async () => {
    for (const page of ['48', '47', '24']) {
      const query = ZDocumentListQuery.parse({ page, size: '100' });
      const leaked = await withTenantAccess(other.tenant.id, () =>
        listDocuments(createDb(app), { tenantId: deep.tenant.id, storeId: null }, query),
      );
      expect(leaked.list).toEqual([]);
    }
  });
});
