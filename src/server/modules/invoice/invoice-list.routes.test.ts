import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDocumentListResponse } from '../../../shared/invoice/document-list';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createDocument } from '../../test/document-factories';
import { istanbulDay, minusDays } from '../../../shared/format/istanbul-time';
import { request, twoTenants } from './invoice.test-support';

let t: TTestApp;
let s: Awaited<ReturnType<typeof twoTenants>>;
const today = istanbulDay(new Date());
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  s = await twoTenants(t);
  const tenantId = s.anadolu.tenant.id;
  const kadikoy = { tenantId, storeId: s.anadolu.kadikoy.id, storeName: s.anadolu.kadikoy.name };
  const moda = { tenantId, storeId: s.anadolu.moda.id, storeName: s.anadolu.moda.name };
  // 12 e-Arşiv documents over 12 days in Kadıköy, plus a few of other kinds and ages.
  for (let i = 0; i < 12; i += 1) {
    const doc = await createDocument(s.db, {
      ...kadikoy,
      invoiceDate: minusDays(today, i),
      invoiceNo: `KDK2026${String(i + 1).padStart(9, '0')}`,
      totalPayAmount: `${100 + i}.50`,
    });
    ids[`k${i}`] = doc.id;
  }
  ids.fatura = (
    await createDocument(s.db, {
      ...moda,
      docType: 1,
      scenarioType: 2,
      invoiceNo: 'MDA2026000000001',
      invoiceDate: minusDays(today, 1),
      status: 6,
      responseState: 2,
      responseMessage: 'Kabul',
    })
  ).id;
  ids.slip = (
    await createDocument(s.db, {
      ...moda,
      docType: 9,
      invoiceNo: null,
      invoiceDate: today,
      status: 1,
    })
  ).id;
  ids.old = (
    await createDocument(s.db, {
      ...moda,
      invoiceNo: 'MDA2026000000002',
      invoiceDate: minusDays(today, 40),
    })
  ).id;
  ids.failedOld = (
    await createDocument(s.db, {
      ...moda,
      status: 6,
      invoiceNo: 'MDA2026000000003',
      invoiceDate: minusDays(today, 9),
    })
  ).id;
  await createDocument(s.db, { tenantId: s.ege.tenant.id, storeId: s.ege.alsancak.id, status: 6 });
});
afterAll(() => t.close());

async function list(query: string, headers = s.asAnadolu) {
  const res = await request(t, headers).get(`/api/invoice/list${query}`);
  expect(res.statusCode).toBe(200);
  return ZDocumentListResponse.parse(res.json());
}

describe('GET /api/invoice/list', () => {
  it('pages the last month newest first with page defaults and row numbers', async () => {
    const first = await list('');
    expect(first).toMatchObject({ currentPage: 1, pageSize: 10, rowCount: 15, pageCount: 2 });
    expect(first).toMatchObject({ firstRowOnPage: 1, lastRowOnPage: 10 });
    expect(first.list.map((d) => d.invoiceDate)).toEqual(
      [...first.list.map((d) => d.invoiceDate)].sort().reverse(),
    );
    expect(first.list.map((d) => d.documentId)).not.toContain(ids.old);
    const second = await list('?page=2&size=10');
    expect(second).toMatchObject({ currentPage: 2, firstRowOnPage: 11, lastRowOnPage: 15 });
    expect(second.list).toHaveLength(5);
    const all = new Set([...first.list, ...second.list].map((d) => d.documentId));
    expect(all.size).toBe(15);
  });

  it('falls back to defaults for non-numeric page and size (spec §5)', async () => {
    const res = await list('?page=abc&size=-3');
    expect(res).toMatchObject({ currentPage: 1, pageSize: 10 });
    expect(await list('?size=5000')).toMatchObject({ pageSize: 200, pageCount: 1 });
    const empty = await list('?filter=invoiceNo:yok:search');
    expect(empty).toMatchObject({ rowCount: 0, pageCount: 0, firstRowOnPage: 0 });
    const beyond = await list('?page=9');
    expect(beyond).toMatchObject({ rowCount: 15, list: [], firstRowOnPage: 0, lastRowOnPage: 0 });
  });

  it('returns spec §3 row fields with the amount as a 2-decimal string', async () => {
    const { list: rows } = await list(`?filter=invoiceNo:KDK2026000000003:search`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      documentId: ids.k2,
      storeName: 'Anadolu Kadıköy',
      docType: 2,
      invoiceNo: 'KDK2026000000003',
      invoiceDate: minusDays(today, 2),
      totalPayAmount: '102.50',
      currencyCode: 'TRY',
      status: 2,
      isResendable: false,
    });
    expect(rows[0]?.pdfUrl).toBe(`/api/invoice/view?ettn=${rows[0]?.ettn}`);
    const slip = await list('?filter=docType:9:eq');
    expect(slip.list.map((d) => [d.documentId, d.pdfUrl])).toEqual([[ids.slip, null]]);
  });

  it('filters by type, status, store name (Turkish folding), number part and date range', async () => {
    expect((await list('?filter=docType:1:eq')).list.map((d) => d.documentId)).toEqual([
      ids.fatura,
    ]);
    expect((await list('?filter=status:6:eq')).list.map((d) => d.documentId).sort()).toEqual(
      [ids.fatura, ids.failedOld].sort(),
    );
    // The 40-day-old Moda document stays outside the default month.
    expect((await list('?filter=storeName:sisli:search')).rowCount).toBe(3);
    expect((await list('?filter=invoiceNo:kdk20260000000:search&size=50')).rowCount).toBe(12);
    const range = `${minusDays(today, 45)}~${minusDays(today, 35)}`;
    expect(
      (await list(`?filter=invoiceDate:${range}:range`)).list.map((d) => d.documentId),
    ).toEqual([ids.old]);
    const both = `docType:2:eq,invoiceDate:${encodeURIComponent(`${minusDays(today, 2)}~${today}`)}:range`;
    expect((await list(`?filter=${both}`)).rowCount).toBe(3);
  });

  it('drops entries without exactly 3 parts and refuses values the list cannot apply', async () => {
    expect((await list('?filter=docType:1,status:6:eq:x')).rowCount).toBe(15);
    const bad = await request(t, s.asAnadolu).get('/api/invoice/list?filter=docType:4:eq');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('sorts by one column in either direction and refuses a bad sort like every list', async () => {
    const asc = await list('?sort=totalPayAmount:asc&filter=docType:2:eq&size=3');
    expect(asc.list.map((d) => d.totalPayAmount)).toEqual(['12.50', '100.50', '101.50']);
    const byDate = await list('?sort=invoiceDate:asc&size=1');
    expect(byDate.list[0]?.documentId).toBe(ids.k11);
    const byDateDesc = await list('?sort=invoiceDate:desc&size=1');
    expect(byDateDesc.list[0]?.invoiceDate).toBe(today);
    const bad = await request(t, s.asAnadolu).get('/api/invoice/list?sort=invoiceDate:sideways');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('narrows to one store in tenant mode and to the selected store in store mode', async () => {
    const moda = await list(`?storeId=${s.anadolu.moda.id}`);
    expect(moda.rowCount).toBe(3);
    const storeMode = await list('?size=50', s.asAnadoluKadikoy);
    expect(storeMode.rowCount).toBe(12);
    expect(new Set(storeMode.list.map((d) => d.storeName))).toEqual(new Set(['Anadolu Kadıköy']));
    const other = await list(`?storeId=${s.anadolu.moda.id}`, s.asAnadoluKadikoy);
    expect(other.rowCount).toBe(0);
  });

  it('filters by several stores at once, never outside the scope', async () => {
    const both = `${s.anadolu.kadikoy.id}|${s.anadolu.moda.id}`;
    expect((await list(`?filter=storeId:${both}:in`)).rowCount).toBe(15);
    expect((await list(`?filter=storeId:${s.anadolu.moda.id}:in`)).rowCount).toBe(3);
    const withOther = `storeId:${s.anadolu.moda.id}|${s.ege.alsancak.id}:in`;
    expect((await list(`?filter=${withOther}`)).rowCount).toBe(3);
    expect((await list(`?filter=storeId:${both}:in`, s.asAnadoluKadikoy)).rowCount).toBe(12);
    expect((await list(`?filter=storeId:${s.ege.alsancak.id}:in`)).rowCount).toBe(0);
  });

  it('gives the exact total from the day counts for every filter they hold, never "N+"', async () => {
    // Changes after the documents were made: the totals must follow them (pending deltas).
    await t.pool.query('update documents set status = 5 where id = $1', [ids.k1]);
    await t.pool.query('update documents set invoice_date = $2 where id = $1', [
      ids.k2,
      minusDays(today, 50),
    ]);
    const both = `${s.anadolu.kadikoy.id}|${s.anadolu.moda.id}`;
    const year = encodeURIComponent(`${minusDays(today, 365)}~${today}`);
    const queries = [
      '',
      '?filter=status:5:eq',
      '?filter=status:2:eq',
      '?filter=docType:2:eq',
      `?filter=storeId:${s.anadolu.moda.id}:eq`,
      `?filter=storeId:${both}:in`,
      `?filter=invoiceDate:${year}:range,status:2:eq`,
      `?storeId=${s.anadolu.kadikoy.id}`,
    ];
    for (const headers of [s.asAnadolu, s.asAnadoluKadikoy]) {
      for (const query of queries) {
        const res = await list(`${query}${query ? '&' : '?'}size=200`, headers);
        expect(res.rowCount, query).toBe(res.list.length);
        expect(res, query).not.toHaveProperty('rowCountCapped');
      }
    }
    await t.pool.query('update documents set status = 2 where id = $1', [ids.k1]);
    await t.pool.query('update documents set invoice_date = $2 where id = $1', [
      ids.k2,
      minusDays(today, 2),
    ]);
  });
});

describe('GET /api/invoice/failed-count', () => {
  it('counts failed documents of the last 7 days in scope', async () => {
    const res = await request(t, s.asAnadolu).get('/api/invoice/failed-count');
    expect(res.json()).toEqual({ totalCount: 1 });
    const store = await request(t, s.asAnadoluKadikoy).get('/api/invoice/failed-count');
    expect(store.json()).toEqual({ totalCount: 0 });
  });
});

describe('OpenAPI', () => {
  it('documents every invoice route with its list parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    }>();
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/invoice/'));
    expect(paths.sort()).toEqual(
      [
        'cancel',
        'export',
        'export/{id}',
        'failed-count',
        'integrator-request',
        'integrator-response',
        'list',
        'resend',
        'resend-form',
        'sale-transactions',
        'sale-transactions/{id}',
        'ubl',
        'view',
        'xades-bes',
      ].map((p) => `/api/invoice/${p}`),
    );
    const params = doc.paths['/api/invoice/list']?.get?.parameters?.map((p) => p.name);
    expect(params).toEqual(expect.arrayContaining(['page', 'size', 'sort', 'filter', 'storeId']));
  });
});
