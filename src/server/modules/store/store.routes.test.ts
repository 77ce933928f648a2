import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStore } from '../../../shared/store/store';
import { ZStoreListResponse } from '../../../shared/store/store-list';
import type { TDb } from '../../db/database';
import { auditLog } from '../../db/schema/audit';
import { documents } from '../../db/schema/documents';
import { invoiceSeries } from '../../db/schema/series';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createStore, createTenantWithUser, signInAs, testDb } from '../../test/factories';
import {
  INVALID_VKN,
  PNG_1X1,
  storeInput,
  XSLT_BROKEN,
  XSLT_NAN,
  XSLT_OK,
  NOT_XSLT,
} from './store.test-support';

let t: TTestApp;
let db: TDb;
let bearer: { authorization: string };
let tenantId: string;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  const owner = await createTenantWithUser(db);
  tenantId = owner.tenant.id;
  bearer = (await signInAs(t.app, owner.user)).bearer;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const auditOf = (entityId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.entityId, entityId)));

describe('store CRUD', () => {
  it('creates, reads, lists and updates a store with configs and series, auditing each change', async () => {
    const created = await call('POST', '/api/store', {
      ...storeInput({ name: 'Şişli Test Şubesi' }),
      emailConfigs: { senderName: 'Şişli', senderAddress: 'fatura@ornek.com.tr', replyTo: '' },
      docTypeConfigs: [
        {
          docType: 2,
          integratorUid: 'uid-1',
          integratorPwd: 'pw',
          xsltMain: XSLT_OK,
          emailConfigs: { senderName: 'E-Arşiv', senderAddress: null, replyTo: 'a@b.com.tr' },
          integratorOptions: { timeout: 30, test: true },
        },
      ],
      invoiceSeries: [{ docType: 2, prefix: 'ab1' }],
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: string }>();

    const read = ZStore.parse(
      (await call('GET', `/api/store?id=${id}&IncludeBlobItems=true`)).json(),
    );
    expect(read).toMatchObject({
      name: 'Şişli Test Şubesi',
      taxNo: '1234567890',
      phoneNumber: '902161234567',
    });
    expect(read.docTypeConfigs[0]).toMatchObject({
      docType: 2,
      integratorPwdSet: true,
      xsltMain: XSLT_OK,
    });
    expect(read.emailConfigs).toEqual({
      senderName: 'Şişli',
      senderAddress: 'fatura@ornek.com.tr',
      replyTo: null,
    });
    expect(read.docTypeConfigs[0]?.integratorOptions).toEqual({ timeout: 30, test: true });
    expect(read.invoiceSeries).toMatchObject([{ docType: 2, prefix: 'AB1', isActive: true }]);
    const light = ZStore.parse((await call('GET', `/api/store?id=${id}`)).json());
    expect(light.docTypeConfigs[0]).toMatchObject({ xsltMain: null, files: { main: true } });

    const list = ZStoreListResponse.parse(
      (await call('GET', '/api/store/list?PageNumber=1&PageSize=10&searchText=sisli')).json(),
    );
    expect(list.list.map((s) => s.id)).toEqual([id]);
    expect(list).toMatchObject({ currentPage: 1, pageSize: 10, rowCount: 1, pageCount: 1 });

    const updated = await call('PUT', '/api/store', {
      id,
      ...storeInput({ name: 'Şişli Yeni' }),
      docTypeConfigs: [{ docType: 2, integratorUid: 'uid-2' }],
      invoiceSeries: [{ docType: 2, prefix: 'XYZ' }],
    });
    expect(updated.statusCode).toBe(200);
    const after = ZStore.parse(
      (await call('GET', `/api/store?id=${id}&IncludeBlobItems=true`)).json(),
    );
    // An absent password and file keep the stored ones.
    expect(after.docTypeConfigs[0]).toMatchObject({
      integratorUid: 'uid-2',
      integratorPwdSet: true,
      xsltMain: XSLT_OK,
    });
    expect(after.invoiceSeries.map((s) => s.prefix)).toEqual(['XYZ']);

    await call('PUT', '/api/store', {
      id,
      ...storeInput({ name: 'Şişli Yeni' }),
      docTypeConfigs: [{ docType: 2, clearIntegratorPwd: true, xsltMain: null }],
    });
    const cleared = ZStore.parse((await call('GET', `/api/store?id=${id}`)).json());
    expect(cleared.docTypeConfigs[0]).toMatchObject({
      integratorPwdSet: false,
      files: { main: false },
    });

    const actions = (await auditOf(id)).map((a) => a.action);
    expect(actions).toEqual(['create', 'update', 'update']);
  });

  it('sorts the list with the Turkish collation', async () => {
    for (const name of ['Çankaya Sıra', 'Zeytin Sıra', 'Cadde Sıra'])
      await call('POST', '/api/store', storeInput({ name }));
    const res = ZStoreListResponse.parse(
      (await call('GET', '/api/store/list?searchText=sira&sort=name:asc')).json(),
    );
    expect(res.list.map((s) => s.name)).toEqual(['Cadde Sıra', 'Çankaya Sıra', 'Zeytin Sıra']);
    const desc = ZStoreListResponse.parse(
      (await call('GET', '/api/store/list?searchText=sira&sort=name:desc')).json(),
    );
    expect(desc.list.map((s) => s.name)).toEqual(['Zeytin Sıra', 'Çankaya Sıra', 'Cadde Sıra']);
  });
});

describe('GET /api/store/list paging', () => {
  const get = async (query: string) => {
    const res = await call('GET', `/api/store/list?${query}`);
    expect(res.statusCode, query).toBe(200);
    return ZStoreListResponse.parse(res.json());
  };

  it('falls back to the default page and size for bad values (spec §5)', async () => {
    expect(await get('PageNumber=x&PageSize=-1')).toMatchObject({ currentPage: 1, pageSize: 10 });
    expect(await get('PageSize=5000')).toMatchObject({ pageSize: 200 });
  });

  it('answers 0 pages when empty and refuses an unknown sort column', async () => {
    const empty = await get(`searchText=yok-${Date.now()}`);
    expect(empty).toMatchObject({ rowCount: 0, pageCount: 0, list: [] });
    expect((await call('GET', '/api/store/list?sort=secret:asc')).statusCode).toBe(400);
  });
});

describe('store validation', () => {
  it.each([
    ['an invalid VKN', { taxNo: INVALID_VKN }, 'body.taxNo'],
    ['a bad phone', { phoneNumber: '90abc' }, 'body.phoneNumber'],
    [
      'a bad series prefix',
      { invoiceSeries: [{ docType: 2, prefix: 'ab' }] },
      'body.invoiceSeries.0.prefix',
    ],
    [
      'a duplicate series',
      {
        invoiceSeries: [
          { docType: 2, prefix: 'AAA' },
          { docType: 2, prefix: 'aaa' },
        ],
      },
      'body.invoiceSeries.1.prefix',
    ],
    [
      'a docType without integrator config',
      { docTypeConfigs: [{ docType: 9 }] },
      'body.docTypeConfigs.0.docType',
    ],
    [
      'a stylesheet that is not XSLT',
      { docTypeConfigs: [{ docType: 2, xsltMain: NOT_XSLT }] },
      'body.docTypeConfigs.0.xsltMain',
    ],
    [
      'a stylesheet that does not compile',
      { docTypeConfigs: [{ docType: 2, xsltFooter: XSLT_BROKEN }] },
      'body.docTypeConfigs.0.xsltFooter',
    ],
    [
      'a stylesheet that renders NaN',
      { docTypeConfigs: [{ docType: 1, xsltMain: XSLT_NAN }] },
      'body.docTypeConfigs.0.xsltMain',
    ],
    [
      'a logo that is not an image',
      { docTypeConfigs: [{ docType: 2, xsltLogo: XSLT_OK }] },
      'body.docTypeConfigs.0.xsltLogo',
    ],
    [
      'an unknown integrator product',
      { docTypeConfigs: [{ docType: 2, integratorProductId: crypto.randomUUID() }] },
      'body.docTypeConfigs.0.integratorProductId',
    ],
  ])('refuses %s with a field error and stores nothing', async (_label, overrides, path) => {
    const name = `Geçersiz ${crypto.randomUUID()}`;
    const res = await call('POST', '/api/store', { ...storeInput({ name }), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: expect.arrayContaining([expect.objectContaining({ path })]),
    });
    const list = ZStoreListResponse.parse(
      (await call('GET', `/api/store/list?searchText=${encodeURIComponent(name)}`)).json(),
    );
    expect(list.rowCount).toBe(0);
  });

  it('accepts a TCKN and a real PNG logo', async () => {
    const res = await call(
      'POST',
      '/api/store',
      storeInput({ taxNo: '10000000146', docTypeConfigs: [{ docType: 8, xsltLogo: PNG_1X1 }] }),
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('store delete and activation', () => {
  it('deletes a store without documents, with an audit record', async () => {
    const { id } = (
      await call(
        'POST',
        '/api/store',
        storeInput({ invoiceSeries: [{ docType: 2, prefix: 'DEL' }] }),
      )
    ).json<{ id: string }>();
    expect((await call('DELETE', `/api/store?Id=${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/store?id=${id}`)).statusCode).toBe(404);
    expect(await db.select().from(invoiceSeries).where(eq(invoiceSeries.storeId, id))).toEqual([]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('refuses to delete a store with documents and suggests deactivation', async () => {
    const store = await createStore(db, { tenantId });
    await db.insert(documents).values({
      tenantId,
      storeId: store.id,
      docType: 9,
      invoiceDate: '2026-01-01',
      ettn: crypto.randomUUID(),
      storeName: store.name,
      totalPayAmount: '10.00',
    });
    const res = await call('DELETE', `/api/store?Id=${store.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/pasif hale getirin/);
    expect((await call('GET', `/api/store?id=${store.id}`)).statusCode).toBe(200);
  });

  it('activates and deactivates stores in bulk, auditing each', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await createStore(db, { tenantId })).id),
    );
    const res = await call('PUT', '/api/store/activation', {
      storeList: ids.map((storeId) => ({ storeId, status: false })),
    });
    expect(res.json()).toEqual({ updated: 3 });
    const list = ZStoreListResponse.parse(
      (await call('GET', '/api/store/list?isActive=false&PageSize=200')).json(),
    );
    expect(list.list.map((s) => s.id)).toEqual(expect.arrayContaining(ids));
    for (const id of ids) expect((await auditOf(id)).map((a) => a.action)).toEqual(['deactivate']);
  });
});
