import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZODataResponse } from '../../../shared/odata/odata-query';
import { istanbulDay, minusDays } from '../../../shared/format/istanbul-time';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createDocument } from '../../test/document-factories';
import { createUser } from '../../test/factories';
import { bearerFor, searchWorld, type THeaders } from '../global-search/global-search.test-support';

let t: TTestApp;
let w: Awaited<ReturnType<typeof searchWorld>>;
const today = istanbulDay(new Date());

beforeAll(async () => {
  t = await buildTestApp();
  w = await searchWorld(t);
  // 30 more Anadolu documents: both stores, every status, three types, spread amounts and days.
  for (let i = 0; i < 30; i += 1) {
    const store = i % 2 === 0 ? w.anadolu.kadikoy : w.anadolu.moda;
    await createDocument(w.db, {
      tenantId: store.tenantId,
      storeId: store.id,
      storeName: store.name,
      status: [1, 2, 5, 6][i % 4] ?? 2,
      docType: [1, 2, 9][i % 3] ?? 2,
      totalPayAmount: (i * 7.25 + 1).toFixed(2),
      invoiceNo: `ODT${today.slice(0, 4)}${String(i).padStart(9, '0')}`,
      invoiceDate: minusDays(today, i),
    });
  }
});
afterAll(() => t.close());

async function odata(headers: THeaders, path: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/odata/${path}`, headers });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

async function rows(headers: THeaders, path: string) {
  const res = await odata(headers, path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZODataResponse.parse(res.body);
}

/** The same question asked of PostgreSQL directly (owner pool, no row-level security). */
async function sqlIds(where: string, params: unknown[], tail = 'order by id'): Promise<string[]> {
  const { rows: found } = await t.pool.query<{ id: string }>(
    `select id from documents where tenant_id = $1 and ${where} ${tail}`,
    [w.anadolu.tenant.id, ...params],
  );
  return found.map((r) => r.id);
}

const q = (options: Record<string, string>) => new URLSearchParams(options).toString();

describe('GET /api/odata/documents: the same rows as SQL', () => {
  it('filters, orders, pages and counts like the SQL it stands for', async () => {
    const from = minusDays(today, 20);
    const res = await rows(
      w.asAnadolu,
      `documents?${q({
        $filter: `status eq 2 and invoiceDate ge ${from}T00:00:00Z`,
        $orderby: 'totalPayAmount desc',
        $top: '3',
        $skip: '1',
        $count: 'true',
        $select: 'id,totalPayAmount',
      })}`,
    );
    const all = await sqlIds(
      'status = 2 and invoice_date >= $2',
      [from],
      'order by total_pay_amount desc, id',
    );
    expect(res['@odata.count']).toBe(all.length);
    expect(res.value.map((r) => r.id)).toEqual(all.slice(1, 4));
    expect(Object.keys(res.value[0] ?? {})).toEqual(['id', 'totalPayAmount']);
  });

  it.each([
    ['status ne 2', 'status is distinct from 2', []],
    ['totalPayAmount gt 100', 'total_pay_amount > 100', []],
    ['totalPayAmount le 50.25', 'total_pay_amount <= 50.25', []],
    ['invoiceDate lt {day}', 'invoice_date < $2', ['{day}']],
    ["contains(storeName,'SUBESI')", "store_name = 'Moda Şubesi'", []],
    [
      '(not (docType eq 9)) and (status eq 1 or status eq 6)',
      'doc_type <> 9 and status in (1, 6)',
      [],
    ],
    [
      'cancelDate eq null and isResendable eq false',
      'cancel_date is null and not is_resendable',
      [],
    ],
  ])('%s', async (filter, where, params) => {
    const day = minusDays(today, 10);
    const withDay = (s: string) => s.replace('{day}', `${day}T00:00:00Z`);
    const res = await rows(
      w.asAnadolu,
      `documents?${q({ $filter: withDay(filter), $count: 'true', $top: '1000' })}`,
    );
    const expected = await sqlIds(
      where,
      params.map(() => day),
    );
    expect(res['@odata.count']).toBe(expected.length);
    expect(res.value.map((r) => r.id).sort()).toEqual([...expected].sort());
  });

  it('expands to-one navigations with their own $select, null where there is none', async () => {
    const res = await rows(
      w.asAnadolu,
      `documents?${q({ $filter: `ettn eq ${w.docs.kadikoyToday.ettn}`, $select: 'invoiceNo', $expand: 'store($select=name,cityName),device' })}`,
    );
    expect(res.value).toEqual([
      {
        invoiceNo: w.docs.kadikoyToday.invoiceNo,
        store: { name: 'Kadıköy Şube', cityName: 'İstanbul' },
        device: null,
      },
    ]);
  });

  it('searches upper-cased text in each entity’s search fields (Turkish fold)', async () => {
    const stores = await rows(w.asAnadolu, `stores?${q({ $search: 'SUBE', $select: 'name' })}`);
    expect(stores.value).toEqual([{ name: 'Kadıköy Şube' }, { name: 'Moda Şubesi' }]);
    const devices = await rows(
      w.asAnadolu,
      `devices?${q({ $search: '"kasa cikisi"', $select: 'serialNumber' })}`,
    );
    expect(devices.value).toEqual([{ serialNumber: 'JIKDK0001' }]);
  });
});

describe('GET /api/odata: scope', () => {
  it('never shows another tenant’s rows, even asked for by id', async () => {
    const kadikoy = w.anadolu.kadikoy.id;
    for (const path of [
      `documents?${q({ $filter: `storeId eq ${kadikoy}`, $count: 'true' })}`,
      `documents?${q({ $filter: `ettn eq ${w.docs.kadikoyToday.ettn}` })}`,
      `stores?${q({ $filter: `id eq ${kadikoy}` })}`,
      `devices?${q({ $filter: `storeId eq ${kadikoy}` })}`,
      `saleTransactions?${q({ $filter: `storeId eq ${kadikoy}` })}`,
    ]) {
      const res = await rows(w.asEge, path);
      expect(res.value, path).toEqual([]);
    }
    const own = await rows(w.asEge, `documents?${q({ $expand: 'store', $count: 'true' })}`);
    expect(own['@odata.count']).toBe(1);
    expect(JSON.stringify(own)).not.toContain('Kadıköy');
  });

  it('narrows a store-mode session to its store', async () => {
    const docs = await rows(
      w.asAnadoluKadikoy,
      `documents?${q({ $select: 'storeId', $top: '1000' })}`,
    );
    expect(new Set(docs.value.map((r) => r.storeId))).toEqual(new Set([w.anadolu.kadikoy.id]));
    const stores = await rows(w.asAnadoluKadikoy, `stores?${q({ $select: 'name' })}`);
    expect(stores.value).toEqual([{ name: 'Kadıköy Şube' }]);
    const devices = await rows(w.asAnadoluKadikoy, `devices?${q({ $select: 'serialNumber' })}`);
    expect(devices.value).toEqual([{ serialNumber: 'JIKDK0001' }]);
  });

  it('asks an administrator to select a tenant, then answers inside it', async () => {
    const none = await odata(w.asAdmin, 'documents');
    expect(none.status).toBe(403);
    expect(none.body).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'selectTenant' } });
    const ege = await rows(w.asAdminInEge, `stores?${q({ $select: 'name' })}`);
    expect(ege.value).toEqual([{ name: 'Alsancak Şube' }]);
  });

  it('needs the view right of each entity it reads, expanded ones too', async () => {
    const user = await createUser(w.db, {
      tenantId: w.anadolu.tenant.id,
      permissions: ['Invoice.View'],
    });
    const headers = await bearerFor(t, user);
    expect((await odata(headers, 'documents?$top=1')).status).toBe(200);
    expect((await odata(headers, 'devices')).status).toBe(403);
    expect((await odata(headers, 'documents?$expand=device')).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/odata/documents' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/odata: what it refuses', () => {
  it.each([
    ['reservations', 404, 'NOT_FOUND', 'odataEntity'],
    ['profiles', 404, 'NOT_FOUND', 'odataEntity'],
    ['documents?$top=5000', 400, 'ODATA_INVALID', 'top'],
    [
      'documents?$filter=tenantId eq 5b4b6bd6-1c5e-4e2e-9d3b-000000000001',
      400,
      'ODATA_INVALID',
      'field',
    ],
    ["documents?$filter=storeName eq 'x'; drop table documents", 400, 'ODATA_INVALID', 'syntax'],
    ["documents?$filter=storeName eq 'x' or 1 eq 1", 400, 'ODATA_INVALID', 'operator'],
    ['documents?$orderby=invoiceDate;delete from documents', 400, 'ODATA_INVALID', 'syntax'],
    ['documents?$select=requestBody', 400, 'ODATA_INVALID', 'field'],
    ['documents?$expand=tenant', 400, 'ODATA_INVALID', 'expand'],
    ['documents?$search=a OR b', 400, 'ODATA_INVALID', 'search'],
    [
      `documents?$filter=${'('.repeat(40)}status eq 1${')'.repeat(40)}`,
      400,
      'ODATA_INVALID',
      'tooComplex',
    ],
  ])('%s → %i %s', async (path, status, code, reason) => {
    const res = await odata(w.asAnadolu, path.replace(/ /g, '%20').replace(/;/g, '%3B'));
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code, details: { reason } });
    expect(typeof res.body.message).toBe('string');
  });

  it('reads an injection attempt inside a text value as text: it matches nothing', async () => {
    const res = await rows(
      w.asAnadolu,
      `documents?${q({ $filter: "storeName eq 'x'' or ''1''=''1' or storeName eq 'y'", $count: 'true' })}`,
    );
    expect(res['@odata.count']).toBe(0);
    expect(res.value).toEqual([]);
  });

  it('refuses malformed paging and unknown options, and nothing changes', async () => {
    const before = await t.pool.query('select count(*)::int as n from documents');
    for (const path of [
      'documents?$top=abc',
      'documents?$skip=-1',
      'documents?$count=yes',
      'documents?$format=json',
      'documents?$top=1&$top=2',
    ]) {
      const res = await odata(w.asAnadolu, path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await t.pool.query('select count(*)::int as n from documents')).rows).toEqual(
      before.rows,
    );
  });

  it('is in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/odata/{entity}',
        '/api/internal/global-search',
        '/api/Global/Search',
      ]),
    );
  });
});
