import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZIntegratorOptions,
  ZIntegratorProductList,
} from '../../../shared/reference/integrator-products';
import {
  ensureReferenceData,
  SIMULATOR_PLUGIN_KEY,
} from '../../db/reference/ensure-reference-data';
import { integratorProducts } from '../../db/schema/integrators';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createAdmin, createTenantWithUser, signInAs, testDb } from '../../test/factories';

describe('integrator products and options', () => {
  let t: TTestApp;
  let headers: { authorization: string };
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = testDb(t);
    await db.insert(integratorProducts).values({
      name: 'Eski Entegratör',
      pluginKey: 'legacy',
      isActive: false,
    });
    headers = (await signInAs(t.app, (await createTenantWithUser(db)).user)).bearer;
    admin = (await signInAs(t.app, await createAdmin(db))).bearer;
  });
  afterAll(async () => {
    await t.close();
  });

  it('has exactly one default simulator product, however often reference data loads', async () => {
    await ensureReferenceData(testDb(t));
    await ensureReferenceData(testDb(t));
    const rows = await testDb(t).select().from(integratorProducts);
    expect(rows.filter((r) => r.pluginKey === SIMULATOR_PLUGIN_KEY)).toHaveLength(1);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('lists active products for the store form, the default first; inactive ones for admins', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/integrator/product/list', headers });
    const list = ZIntegratorProductList.parse(res.json()).list;
    expect(list).toEqual([expect.objectContaining({ isDefault: true, isActive: true })]);
    const asTenant = await t.app.inject({
      method: 'GET',
      url: '/api/integrator/product/list?includeInactive=true',
      headers,
    });
    expect(ZIntegratorProductList.parse(asTenant.json()).list).toHaveLength(1);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/integrator/product/list?includeInactive=true',
      headers: admin,
    });
    expect(ZIntegratorProductList.parse(asAdmin.json()).list.map((p) => p.name)).toContain(
      'Eski Entegratör',
    );
  });

  it('returns a product’s options by Id; 400 for a bad Id, 404 for an unknown one, 401 signed out', async () => {
    const [product] = ZIntegratorProductList.parse(
      (await t.app.inject({ method: 'GET', url: '/api/integrator/product/list', headers })).json(),
    ).list;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/integrator/options?Id=${product?.id}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const options = ZIntegratorOptions.parse(res.json());
    expect(options).toMatchObject({ pluginKey: 'simulator' });
    expect(options.pluginConfigurations).toHaveProperty('failureMode');
    const bad = await t.app.inject({ method: 'GET', url: '/api/integrator/options?Id=1', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ path: 'querystring.Id' })]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/integrator/options?Id=00000000-0000-4000-8000-000000000000',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/integrator/product/list' })).statusCode,
    ).toBe(401);
  });
});
