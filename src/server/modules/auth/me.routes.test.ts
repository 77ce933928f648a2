import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAccount } from '../../../shared/auth/account';
import { buildTestApp, type TTestApp } from '../../test/app';
import {
  createAdmin,
  createStore,
  createTenantWithUser,
  signInAs,
  testDb,
} from '../../test/factories';

describe('GET /api/auth/me', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('returns the account with tenant and store names for a scoped session cookie', async () => {
    const db = testDb(t);
    const { tenant, user } = await createTenantWithUser(db, { isTenantOwner: true });
    const store = await createStore(db, { tenantId: tenant.id, name: 'Kadıköy Şubesi' });
    const signedIn = await signInAs(t.app, user);
    const scoped = await t.app.inject({
      method: 'POST',
      url: '/api/auth/scope',
      cookies: { posbelge_session: signedIn.cookie },
      payload: { tenantId: tenant.id, storeId: store.id },
    });
    expect(scoped.statusCode).toBe(200);
    const cookie = scoped.cookies.find((c) => c.name === 'posbelge_session')?.value ?? '';
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { posbelge_session: cookie },
    });
    expect(res.statusCode).toBe(200);
    const account = ZAccount.parse(res.json());
    expect(account).toMatchObject({
      isAdmin: false,
      isOwner: true,
      tenantId: tenant.id,
      tenantName: tenant.name,
      storeId: store.id,
      storeName: 'Kadıköy Şubesi',
    });
    expect(JSON.stringify(res.json())).not.toMatch(/passwordHash|otpSecret|argon2/);
  });

  it('shows an administrator without a tenant', async () => {
    const admin = await createAdmin(testDb(t));
    const { bearer } = await signInAs(t.app, admin);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer });
    expect(ZAccount.parse(res.json())).toMatchObject({
      isAdmin: true,
      tenantId: null,
      tenantName: null,
    });
  });
});
