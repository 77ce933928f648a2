import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZIntegratorProductDetail } from '../../../shared/integrator/integrator-admin';
import type { TDb } from '../../db/database';
import { auditLog } from '../../db/schema/audit';
import { integratorProducts } from '../../db/schema/integrators';
import { storeIntegratorConfigs } from '../../db/schema/stores';
import { buildTestApp, type TTestApp } from '../../test/app';
import {
  createAdmin,
  createTenantWithUser,
  createUser,
  signInAs,
  testDb,
} from '../../test/factories';

type THeaders = { authorization: string };

let t: TTestApp;
let db: TDb;
let admin: THeaders;
let owner: THeaders;
let user: THeaders;
let store: { tenantId: string; id: string };

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  const a = await createTenantWithUser(db);
  store = a.store;
  admin = (await signInAs(t.app, await createAdmin(db))).bearer;
  user = (await signInAs(t.app, a.user)).bearer;
  const ownerUser = await createUser(db, { tenantId: a.tenant.id, isTenantOwner: true });
  owner = (await signInAs(t.app, ownerUser)).bearer;
});
afterAll(() => t.close());

const URL = '/api/integrator/product';
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  headers: THeaders,
  payload?: object,
  url = URL,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const products = () => db.select().from(integratorProducts).orderBy(integratorProducts.name);
const defaults = async () => (await products()).filter((p) => p.isDefault).map((p) => p.name);
const product = (name: string, extra: object = {}) => ({
  name,
  description: 'Deneme entegratörü',
  implementerPartyType: 'OZELENTEGRATOR',
  pluginKey: 'simulator',
  pluginConfigurations: { responseDelayMs: { type: 'number', default: 100 } },
  ...extra,
});
async function create(name: string, extra: object = {}) {
  const res = await call('POST', admin, product(name, extra));
  expect(res.statusCode, res.body).toBe(201);
  return ZIntegratorProductDetail.parse(res.json());
}

describe('integrator products', () => {
  it('keeps one default: making a product the default takes the flag from the previous one', async () => {
    expect(await defaults()).toEqual(['PosBelge Simülatör']);
    const first = await create('Birinci Entegratör', { isDefault: true });
    expect(await defaults()).toEqual(['Birinci Entegratör']);
    const second = await create('İkinci Entegratör');
    const moved = await call('PUT', admin, {
      ...product('İkinci Entegratör'),
      id: second.id,
      isDefault: true,
    });
    expect(moved.json()).toMatchObject({ isDefault: true });
    expect(await defaults()).toEqual(['İkinci Entegratör']);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, second.id));
    expect(audit.at(-1)?.changes?.after).toMatchObject({ previousDefaults: [first.id] });
    const listed = await call('GET', user, undefined, '/api/integrator/product/list');
    expect(listed.json().list[0]).toMatchObject({ name: 'İkinci Entegratör', isDefault: true });
  });

  it('never leaves the catalogue without a usable default', async () => {
    const [current] = (await products()).filter((p) => p.isDefault);
    if (!current) throw new Error('no default');
    const before = await products();
    const base = { ...product(current.name), id: current.id };
    for (const change of [{ isDefault: false }, { isDefault: true, isActive: false }]) {
      const res = await call('PUT', admin, { ...base, ...change });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ details: { reason: 'defaultIntegratorRequired' } });
    }
    const removed = await call('DELETE', admin, undefined, `${URL}?Id=${current.id}`);
    expect(removed.statusCode).toBe(409);
    expect(await products()).toEqual(before);
  });

  it('deletes a product no store uses; refuses one a store is configured for', async () => {
    const used = await create('Kullanılan Entegratör');
    await db.insert(storeIntegratorConfigs).values({
      tenantId: store.tenantId,
      storeId: store.id,
      docType: 2,
      integratorProductId: used.id,
    });
    const refused = await call('DELETE', admin, undefined, `${URL}?Id=${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ details: { reason: 'integratorInUse' } });
    const free = await create('Boşta Entegratör', { isActive: false });
    expect((await call('DELETE', admin, undefined, `${URL}?Id=${free.id}`)).statusCode).toBe(204);
    expect((await call('GET', admin, undefined, `${URL}?Id=${free.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and a code, a taken name with 409; nothing changes', async () => {
    const before = await products();
    const bad = [
      product(''),
      product('X'.repeat(101)),
      product('Bilinmeyen Eklenti', { pluginKey: 'ftp' }),
      product('Dizi Ayar', { pluginConfigurations: [1, 2] }),
      product('Büyük Ayar', { pluginConfigurations: { blob: 'x'.repeat(9000) } }),
      product('Uzun Açıklama', { description: 'x'.repeat(501) }),
      product('Yanlış Bayrak', { isActive: 'evet' }),
    ];
    for (const payload of bad) {
      const res = await call('POST', admin, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const taken = await call('POST', admin, product('PosBelge Simülatör'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ details: { reason: 'integratorNameTaken' } });
    expect(await products()).toEqual(before);
  });

  it('is for administrators only: owners and users are refused, nothing changes', async () => {
    const before = await products();
    const [any] = before;
    for (const headers of [owner, user]) {
      expect((await call('GET', headers, undefined, `${URL}?Id=${any?.id}`)).statusCode).toBe(403);
      expect((await call('POST', headers, product('Gizli'))).statusCode).toBe(403);
      expect((await call('PUT', headers, { ...product('Gizli'), id: any?.id })).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', headers, undefined, `${URL}?Id=${any?.id}`)).statusCode).toBe(
        403,
      );
    }
    expect(await products()).toEqual(before);
  });
});
