import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSaleTransactionList } from '../../../shared/sale-transactions/sale-transaction';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createDocument } from '../../test/document-factories';
import { request, type THeaders, twoTenants } from '../invoice/invoice.test-support';
import { createSale, createSaleDevice } from './sale-transactions.test-support';

let t: TTestApp;
let s: Awaited<ReturnType<typeof twoTenants>>;
let kadikoySale: Awaited<ReturnType<typeof createSale>>;
let modaSale: Awaited<ReturnType<typeof createSale>>;

beforeAll(async () => {
  t = await buildTestApp();
  s = await twoTenants(t);
  const tenantId = s.anadolu.tenant.id;
  const kasa = await createSaleDevice(s.db, tenantId, s.anadolu.kadikoy.id);
  const modaKasa = await createSaleDevice(s.db, tenantId, s.anadolu.moda.id);
  const secret = { checkNo: 'GİZLİ-1', supplierTaxNo: '9990001112' };
  kadikoySale = await createSale(s.db, {
    tenantId,
    storeId: s.anadolu.kadikoy.id,
    deviceId: kasa.id,
    ...secret,
  });
  modaSale = await createSale(s.db, {
    tenantId,
    storeId: s.anadolu.moda.id,
    deviceId: modaKasa.id,
    ...secret,
  });
  for (const sale of [kadikoySale, modaSale]) {
    await createDocument(s.db, {
      tenantId,
      storeId: sale.storeId,
      deviceId: sale.deviceId,
      saleTransactionId: sale.id,
      invoiceNo: 'ANA2026000000009',
    });
  }
});
afterAll(() => t.close());

async function expectNotFound(headers: THeaders, id: string) {
  const res = await request(t, headers).get(`/api/invoice/sale-transactions/${id}`);
  expect(res.statusCode).toBe(404);
  expect(res.body).not.toContain('GİZLİ');
  expect(res.body).not.toContain('9990001112');
  expect(res.body).not.toContain('ANA2026000000009');
}

async function rowCount(headers: THeaders, url: string) {
  const res = await request(t, headers).get(url);
  expect(res.statusCode, url).toBe(200);
  return ZSaleTransactionList.parse(res.json()).rowCount;
}

describe('an Ege Kafe user cannot reach Anadolu Market sale transactions', () => {
  it('cannot read one by id', async () => {
    await expectNotFound(s.asEge, kadikoySale.id);
    await expectNotFound(s.asEge, modaSale.id);
  });

  it('cannot list them, even naming their store or check number', async () => {
    for (const url of [
      '/api/invoice/sale-transactions?pageSize=200',
      `/api/invoice/sale-transactions?storeId=${s.anadolu.kadikoy.id}`,
      `/api/invoice/sale-transactions?filter=storeId:${s.anadolu.kadikoy.id}:eq`,
      `/api/invoice/sale-transactions?filter=checkNo:${encodeURIComponent('GİZLİ')}:search`,
      `/api/invoice/sale-transactions?searchText=${kadikoySale.transactionId}`,
      // The sorts that walk stores and statuses one by one (sale-transaction-list-page.ts).
      '/api/invoice/sale-transactions?sort=storeName:asc',
      '/api/invoice/sale-transactions?sort=status:desc',
    ]) {
      expect(await rowCount(s.asEge, url)).toBe(0);
    }
  });

  it('cannot list their documents by sale transaction id', async () => {
    const res = await request(t, s.asEge).get(
      `/api/invoice/list?filter=saleTransactionId:${kadikoySale.id}:eq`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rowCount: 0, list: [] });
  });
});

describe('a Kadıköy store session cannot reach the Moda store’s sale transactions', () => {
  it('by id or in the list', async () => {
    await expectNotFound(s.asAnadoluKadikoy, modaSale.id);
    const url = `/api/invoice/sale-transactions?filter=storeId:${s.anadolu.moda.id}:eq`;
    expect(await rowCount(s.asAnadoluKadikoy, url)).toBe(0);
    for (const sort of ['storeName:desc', 'status:asc']) {
      const sorted = `/api/invoice/sale-transactions?sort=${sort}&storeId=${s.anadolu.moda.id}`;
      expect(await rowCount(s.asAnadoluKadikoy, sorted), sort).toBe(0);
      const own = `/api/invoice/sale-transactions?sort=${sort}`;
      expect(await rowCount(s.asAnadoluKadikoy, own), sort).toBe(1);
    }
  });

  it('while the tenant session can', async () => {
    const res = await request(t, s.asAnadolu).get(`/api/invoice/sale-transactions/${modaSale.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().documents).toHaveLength(1);
    expect(await rowCount(s.asAnadolu, '/api/invoice/sale-transactions')).toBe(2);
  });
});

describe('guards', () => {
  it('answer 401 without a session', async () => {
    for (const url of [
      '/api/invoice/sale-transactions',
      `/api/invoice/sale-transactions/${kadikoySale.id}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
