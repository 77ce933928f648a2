import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStoreListResponse, ZStoreNames } from '../../../shared/store/store-list';
import type { TDb } from '../../db/database';
import { stores } from '../../db/schema/stores';
import { buildTestApp, type TTestApp } from '../../test/app';
import {
  createAdmin,
  createStore,
  createTenant,
  createUser,
  signInAs,
  testDb,
} from '../../test/factories';
import { storeInput } from './store.test-support';

let t: TTestApp;
let db: TDb;
let anadoluStore: { id: string; name: string };
let anadoluOther: { id: string };
let egeStore: { id: string };
let ege: { authorization: string };
let storeUser: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  const anadolu = await createTenant(db, { name: 'Anadolu Market A.Ş.' });
  const egeTenant = await createTenant(db, { name: 'Ege Kafe Ltd. Şti.' });
  anadoluStore = await createStore(db, {
    tenantId: anadolu.id,
    name: 'Anadolu Kadıköy',
    integrationId: 'AN-1',
  });
  anadoluOther = await createStore(db, { tenantId: anadolu.id, name: 'Anadolu Moda' });
  egeStore = await createStore(db, { tenantId: egeTenant.id, name: 'Ege Alsancak' });
  const egeUser = await createUser(db, { tenantId: egeTenant.id });
  ege = (await signInAs(t.app, egeUser)).bearer;
  const anadoluUser = await createUser(db, { tenantId: anadolu.id });
  const signed = await signInAs(t.app, anadoluUser);
  const narrowed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/scope',
    headers: signed.bearer,
    payload: { tenantId: anadolu.id, storeId: anadoluStore.id },
  });
  storeUser = { authorization: `Bearer ${narrowed.json<{ token: string }>().token}` };
});
afterAll(() => t.close());

const as = (
  headers: { authorization: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function unchanged() {
  const [row] = await db.select().from(stores).where(eq(stores.id, anadoluStore.id));
  expect(row).toMatchObject({ name: 'Anadolu Kadıköy', isActive: true });
}

describe('an Ege Kafe user cannot reach Anadolu Market stores', () => {
  it('by id, list, search, names and the selector', async () => {
    expect((await as(ege, 'GET', `/api/store?id=${anadoluStore.id}`)).statusCode).toBe(404);
    const list = ZStoreListResponse.parse(
      (await as(ege, 'GET', '/api/store/list?searchText=anadolu')).json(),
    );
    expect(list.rowCount).toBe(0);
    const all = ZStoreListResponse.parse((await as(ege, 'GET', '/api/store/list')).json());
    expect(all.list.map((s) => s.id)).toEqual([egeStore.id]);
    const names = ZStoreNames.parse(
      (
        await as(ege, 'POST', '/api/store/names', {
          storeIds: [anadoluStore.id, egeStore.id],
          integrationIds: ['AN-1'],
        })
      ).json(),
    );
    expect(names.list.map((s) => s.id)).toEqual([egeStore.id]);
    const search = await as(ege, 'GET', '/api/store/search?searchText=anadolu');
    expect(search.json()).toEqual({ list: [] });
  });

  it('cannot change, activate (bulk) or delete them, and nothing changes', async () => {
    const put = await as(ege, 'PUT', '/api/store', {
      id: anadoluStore.id,
      ...storeInput({ name: 'Ele geçirildi' }),
    });
    expect(put.statusCode).toBe(404);
    const bulk = await as(ege, 'PUT', '/api/store/activation', {
      storeList: [
        { storeId: egeStore.id, status: false },
        { storeId: anadoluStore.id, status: false },
      ],
    });
    expect(bulk.statusCode).toBe(404);
    const [egeRow] = await db.select().from(stores).where(eq(stores.id, egeStore.id));
    expect(egeRow?.isActive).toBe(true);
    expect((await as(ege, 'DELETE', `/api/store?Id=${anadoluStore.id}`)).statusCode).toBe(404);
    await unchanged();
  });

  it('cannot use the administrative tenant store list', async () => {
    const res = await as(ege, 'GET', `/api/administrative/tenant/${anadoluStore.id}/store`);
    expect(res.statusCode).toBe(403);
  });
});

describe('a store-scoped session sees only its store', () => {
  it('lists, reads and names only its own store', async () => {
    const list = ZStoreListResponse.parse((await as(storeUser, 'GET', '/api/store/list')).json());
    expect(list.list.map((s) => s.id)).toEqual([anadoluStore.id]);
    expect((await as(storeUser, 'GET', `/api/store?id=${anadoluOther.id}`)).statusCode).toBe(404);
    expect((await as(storeUser, 'GET', `/api/store?id=${anadoluStore.id}`)).statusCode).toBe(200);
    const names = ZStoreNames.parse(
      (
        await as(storeUser, 'POST', '/api/store/names', {
          storeIds: [anadoluStore.id, anadoluOther.id],
        })
      ).json(),
    );
    expect(names.list.map((s) => s.id)).toEqual([anadoluStore.id]);
  });

  it('cannot create stores or touch a sibling store', async () => {
    expect((await as(storeUser, 'POST', '/api/store', storeInput())).statusCode).toBe(403);
    const bulk = await as(storeUser, 'PUT', '/api/store/activation', {
      storeList: [{ storeId: anadoluOther.id, status: false }],
    });
    expect(bulk.statusCode).toBe(404);
    expect((await as(storeUser, 'DELETE', `/api/store?Id=${anadoluOther.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('administrative tenant store list', () => {
  it('lists any tenant’s stores for an administrator', async () => {
    const admin = (await signInAs(t.app, await createAdmin(db))).bearer;
    const [row] = await db.select().from(stores).where(eq(stores.id, anadoluStore.id));
    const res = await as(admin, 'GET', `/api/administrative/tenant/${row?.tenantId}/store`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ list: { name: string }[] }>().list.map((s) => s.name)).toEqual([
      'Anadolu Kadıköy',
      'Anadolu Moda',
    ]);
  });

  it('refuses unauthenticated calls on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/store/list'],
      ['GET', `/api/store?id=${anadoluStore.id}`],
      ['POST', '/api/store'],
      ['PUT', '/api/store'],
      ['DELETE', `/api/store?Id=${anadoluStore.id}`],
      ['PUT', '/api/store/activation'],
      ['POST', '/api/store/names'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});
