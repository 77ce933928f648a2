import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBrand, ZBrandList } from '../../../shared/device/brand';
import type { TDb } from '../../db/database';
import { auditLog } from '../../db/schema/audit';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createAdmin, createTenantWithUser, signInAs, testDb } from '../../test/factories';
import { createBrand } from '../device/device.test-support';

let t: TTestApp;
let db: TDb;
let admin: { authorization: string };
let tenantUser: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  admin = (await signInAs(t.app, await createAdmin(db))).bearer;
  tenantUser = (await signInAs(t.app, (await createTenantWithUser(db)).user)).bearer;
  await createBrand(db, 1, 'Şahin Yazarkasa');
  await createBrand(db, 1, 'Beko');
  await createBrand(db, 2, 'Sambapos');
});
afterAll(() => t.close());

describe('brands API', () => {
  it('lists brands of one type for the pickers, Turkish order and folding', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/brand/list?brandType=1',
      headers: tenantUser,
    });
    const names = ZBrandList.parse(res.json()).list.map((b) => b.name);
    expect(names).toEqual(['Beko', 'Şahin Yazarkasa']);
    const folded = await t.app.inject({
      method: 'GET',
      url: '/api/brand/list?searchText=sahin',
      headers: tenantUser,
    });
    expect(ZBrandList.parse(folded.json()).list.map((b) => b.name)).toEqual(['Şahin Yazarkasa']);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/brand/list?brandType=3',
      headers: tenantUser,
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/brand/list' })).statusCode).toBe(401);
  });

  it('lets an admin add and edit a brand, audited; a tenant user may not', async () => {
    const payload = { name: 'Yeni Marka', brandType: 2, description: 'Kasa yazılımı' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/brand',
      headers: tenantUser,
      payload,
    });
    expect(refused.statusCode).toBe(403);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/brand',
      headers: admin,
      payload,
    });
    expect(created.statusCode).toBe(201);
    const brand = ZBrand.parse(created.json());
    const dup = await t.app.inject({ method: 'POST', url: '/api/brand', headers: admin, payload });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      code: 'BRAND_TAKEN',
      message: 'Bu marka zaten kayıtlı.',
      details: [
        { path: 'name', key: 'devices.validation.brandTaken', message: 'Bu marka zaten kayıtlı.' },
      ],
    });
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/brand',
      headers: admin,
      payload: { ...payload, id: brand.id, name: 'Yeni Marka 2' },
    });
    expect(ZBrand.parse(edited.json()).name).toBe('Yeni Marka 2');
    const editRefused = await t.app.inject({
      method: 'PUT',
      url: '/api/brand',
      headers: tenantUser,
      payload: { ...payload, id: brand.id },
    });
    expect(editRefused.statusCode).toBe(403);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'brand'), eq(auditLog.entityId, brand.id)))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/brand',
      headers: admin,
      payload: { name: '', brandType: 5 },
    });
    expect(bad.statusCode).toBe(400);
  });
});
