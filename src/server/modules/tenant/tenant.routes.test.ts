import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTenantList } from '../../../shared/tenant/tenant';
import type { TDb } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { buildTestApp, type TTestApp } from '../../test/app';
import {
  createAdmin,
  createStore,
  createTenant,
  createUser,
  signInAs,
  testDb,
} from '../../test/factories';

let t: TTestApp;
let db: TDb;
let admin: { authorization: string };
const tag = crypto.randomUUID().slice(0, 6);

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  admin = (await signInAs(t.app, await createAdmin(db))).bearer;
  for (const name of ['Çınar', 'Zeytin', 'Ilgaz', 'İnci']) {
    await createTenant(db, { name: `${name} ${tag}`, city: 'İzmir' });
  }
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/tenant/list?${query}`,
    headers: admin,
  });
  expect(res.statusCode).toBe(200);
  return ZTenantList.parse(res.json());
};

const auditOf = async (entityId: string) =>
  (
    await t.pool.query('select action, changes from audit_log where entity_id = $1 order by id', [
      entityId,
    ])
  ).rows;

describe('GET /api/tenant/list', () => {
  it('pages, sorts with the Turkish collation and searches with folding', async () => {
    const page = await list(`pageNumber=1&pageSize=2&searchText=${tag}&sort=name:asc`);
    expect(page).toMatchObject({ currentPage: 1, pageSize: 2, rowCount: 4, pageCount: 2 });
    expect(page.list.map((r) => r.name.split(' ')[0])).toEqual(['Çınar', 'Ilgaz']);
    const second = await list(`pageNumber=2&pageSize=2&searchText=${tag}&sort=name:asc`);
    expect(second.list.map((r) => r.name.split(' ')[0])).toEqual(['İnci', 'Zeytin']);
    const folded = await list(`searchText=cinar ${tag}`);
    expect(folded.list.map((r) => r.name)).toEqual([`Çınar ${tag}`]);
  });

  it('hides owner contact details unless exposeSensitiveData=true', async () => {
    const tenant = await createTenant(db, { name: `Sahipli ${tag}` });
    const owner = await createUser(db, { tenantId: tenant.id, isTenantOwner: true });
    await t.pool.query('update tenants set account_owner_id = $1 where id = $2', [
      owner.id,
      tenant.id,
    ]);
    const plain = await list(`searchText=Sahipli ${tag}`);
    expect(plain.list[0]).toMatchObject({ accountOwnerId: owner.id, accountOwnerEmail: null });
    const full = await list(`searchText=Sahipli ${tag}&exposeSensitiveData=true`);
    expect(full.list[0]?.accountOwnerEmail).toBe(owner.email);
  });

  it('falls back to the default page and size for bad values and caps the size (spec §5)', async () => {
    expect(await list('pageNumber=x&pageSize=0')).toMatchObject({ currentPage: 1, pageSize: 10 });
    expect(await list('pageNumber=-2&pageSize=abc')).toMatchObject({
      currentPage: 1,
      pageSize: 10,
    });
    expect(await list('pageSize=500')).toMatchObject({ pageSize: 200 });
  });

  it('answers 0 pages for an empty result', async () => {
    const empty = await list(`searchText=yok-${tag}`);
    expect(empty).toMatchObject({ rowCount: 0, pageCount: 0, list: [] });
  });

  it('refuses an unknown sort column', async () => {
    for (const query of ['sort=password:asc', 'sort=name:up']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/tenant/list?${query}`,
        headers: admin,
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('PUT /api/tenant', () => {
  it('updates name, phone and address and audits before and after', async () => {
    const tenant = await createTenant(db, { name: `Eski Ad ${tag}` });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/tenant',
      headers: admin,
      payload: { id: tenant.id, name: `Yeni Ad ${tag}`, phoneNumber: '902125550000', address: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: `Yeni Ad ${tag}`, address: null });
    expect(await auditOf(tenant.id)).toEqual([
      {
        action: 'update',
        changes: {
          before: { name: `Eski Ad ${tag}`, phoneNumber: null, address: null },
          after: { name: `Yeni Ad ${tag}`, phoneNumber: '902125550000', address: null },
        },
      },
    ]);
  });

  it('refuses bad input with field details and changes nothing', async () => {
    const tenant = await createTenant(db, { name: `Sabit ${tag}` });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/tenant',
      headers: admin,
      payload: { id: tenant.id, name: '', phoneNumber: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['body.name', 'body.phoneNumber']),
    );
    expect((await list(`searchText=Sabit ${tag}`)).list).toHaveLength(1);
    expect(await auditOf(tenant.id)).toEqual([]);
  });
});

describe('PUT /api/tenant/activation', () => {
  it('switches several tenants at once and audits each change', async () => {
    const a = await createTenant(db, { name: `Toplu A ${tag}` });
    const b = await createTenant(db, { name: `Toplu B ${tag}` });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/tenant/activation',
      headers: admin,
      payload: {
        tenantList: [
          { id: a.id, isActive: false },
          { id: b.id, isActive: false },
        ],
      },
    });
    expect(res.json()).toEqual({ updated: 2 });
    expect((await list(`searchText=Toplu&isActive=false`)).rowCount).toBe(2);
    expect((await auditOf(a.id)).map((r) => r.action)).toEqual(['deactivate']);
  });

  it('changes nothing when one id is unknown', async () => {
    const a = await createTenant(db, { name: `Tekil ${tag}` });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/tenant/activation',
      headers: admin,
      payload: {
        tenantList: [
          { id: a.id, isActive: false },
          { id: crypto.randomUUID(), isActive: false },
        ],
      },
    });
    expect(res.statusCode).toBe(404);
    expect((await list(`searchText=Tekil ${tag}`)).list[0]?.isActive).toBe(true);
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/tenant/activation',
      headers: admin,
      payload: { tenantList: [] },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('DELETE /api/tenant', () => {
  it('deletes a tenant without documents, with its users and stores, and audits it', async () => {
    const tenant = await createTenant(db, { name: `Silinecek ${tag}` });
    await createStore(db, { tenantId: tenant.id });
    await createUser(db, { tenantId: tenant.id });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/tenant?Id=${tenant.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect((await list(`searchText=Silinecek ${tag}`)).rowCount).toBe(0);
    expect((await auditOf(tenant.id)).map((r) => r.action)).toEqual(['delete']);
  });

  it('never deletes a tenant that has documents and suggests deactivation', async () => {
    const tenant = await createTenant(db, { name: `Belgeli ${tag}` });
    const store = await createStore(db, { tenantId: tenant.id });
    await db.insert(documents).values({
      tenantId: tenant.id,
      storeId: store.id,
      docType: 2,
      invoiceDate: '2026-01-15',
      ettn: crypto.randomUUID(),
      storeName: store.name,
      totalPayAmount: '100.00',
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/tenant?Id=${tenant.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/silinemez\. Bunun yerine işletmeyi pasif hale getirin\.$/),
      details: { reason: 'tenantHasDocuments' },
    });
    expect((await list(`searchText=Belgeli ${tag}`)).rowCount).toBe(1);
    expect(await auditOf(tenant.id)).toEqual([]);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: `/api/tenant?Id=${crypto.randomUUID()}`,
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});
