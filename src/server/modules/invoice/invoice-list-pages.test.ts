import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppPool, type AppPool } from '../../db/app-pool';
import { createDb } from '../../db/database';
import { withTenantAccess } from '../../db/data-context';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { createStore, createTenantWithUser, testDb } from '../../test/factories';
import { ZDocumentListQuery } from '../../../shared/invoice/document-list-query';
import { listDocuments } from './invoice-list.repository';
import { listPages } from './invoice-list-pages.test-support';

let t: TTestDatabase;
let app: AppPool;
let pages: ReturnType<typeof listPages>;
let a: Awaited<ReturnType<typeof createTenantWithUser>>;
let b: Awaited<ReturnType<typeof createTenantWithUser>>;
let otherStoreId: string;
const MADE = 57;

beforeAll(async () => {
  t = await createTestDatabase();
  app = createAppPool(t.url, 3);
  pages = listPages(t, app);
  const db = testDb(t);
  a = await createTenantWithUser(db);
  b = await createTenantWithUser(db);
  otherStoreId = (await createStore(db, { tenantId: a.tenant.id })).id;
  await pages.makeDocuments(a.tenant.id, [a.store.id, otherStoreId], 'AAA', MADE);
  await pages.makeDocuments(b.tenant.id, [b.store.id], 'BBB', 30);
});

afterAll(async () => {
  await app.end();
  await t.drop();
});

const allPages = (params: Record<string, string>, size = 7) =>
  pages.allPages(a.tenant.id, params, size);
const reference = (where: string, order: string) => pages.reference(a.tenant.id, where, order);

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

  it("never shows another tenant's documents, even when the query names that tenant", async () => {
    const query = ZDocumentListQuery.parse({});
    const leaked = await withTenantAccess(a.tenant.id, () =>
      listDocuments(createDb(app), { tenantId: b.tenant.id, storeId: null }, query),
    );
    expect(leaked.list).toEqual([]);
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
      // The resend rule's answer, not the column's: a cancelled document is never resendable.
      isResendable: false,
      failureReason: 'Yok',
      transactionStatus: 1,
      totalPayAmount: '1234.50',
      docType: 2,
      storeName: 'Mağaza',
    });
    expect(list[0]?.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
