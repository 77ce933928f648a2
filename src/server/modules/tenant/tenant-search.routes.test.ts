import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStoreOptionList, ZTenantOptionList } from '../../../shared/organisation/selectors';
import { buildTestApp, type TTestApp } from '../../test/app';
import {
  createAdmin,
  createStore,
  createTenant,
  createTenantWithUser,
  signInAs,
  testDb,
} from '../../test/factories';

describe('tenant and store selectors', () => {
  let t: TTestApp;
  let anadolu: { id: string };
  let ege: { id: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const db = testDb(t);
    anadolu = await createTenant(db, { name: 'Anadolu Market A.Ş.' });
    ege = await createTenant(db, { name: 'Ege Kafe Ltd. Şti.' });
    await createTenant(db, { name: 'Çınar Gıda A.Ş.' });
    await createStore(db, { tenantId: anadolu.id, name: 'Şişli Şubesi' });
    await createStore(db, { tenantId: anadolu.id, name: 'Beşiktaş Şubesi' });
    await createStore(db, { tenantId: ege.id, name: 'Şişli Kafe' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets an admin search every tenant with Turkish folding and collation', async () => {
    const { bearer } = await signInAs(t.app, await createAdmin(testDb(t)));
    const all = await t.app.inject({ method: 'GET', url: '/api/tenant/search', headers: bearer });
    const names = ZTenantOptionList.parse(all.json()).list.map((r) => r.name);
    expect(names.indexOf('Çınar Gıda A.Ş.')).toBeLessThan(names.indexOf('Ege Kafe Ltd. Şti.'));
    const folded = await t.app.inject({
      method: 'GET',
      url: '/api/tenant/search?searchText=cinar',
      headers: bearer,
    });
    expect(ZTenantOptionList.parse(folded.json()).list.map((r) => r.name)).toEqual([
      'Çınar Gıda A.Ş.',
    ]);
  });

  it('shows a tenant user only their own tenant', async () => {
    const { user } = await createTenantWithUser(testDb(t));
    const { bearer } = await signInAs(t.app, user);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/tenant/search?searchText=anadolu',
      headers: bearer,
    });
    expect(ZTenantOptionList.parse(res.json()).list).toEqual([]);
  });

  it('lists only the selected tenant’s stores, matching sisli to Şişli', async () => {
    const { user } = await createTenantWithUser(testDb(t), { tenantId: ege.id });
    const { bearer } = await signInAs(t.app, user);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/store/search?searchText=sisli',
      headers: bearer,
    });
    expect(ZStoreOptionList.parse(res.json()).list.map((s) => s.name)).toEqual(['Şişli Kafe']);
  });

  it('refuses the store selector without a tenant and without a session', async () => {
    const { bearer } = await signInAs(t.app, await createAdmin(testDb(t)));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/store/search', headers: bearer })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/store/search' })).statusCode).toBe(401);
  });
});
