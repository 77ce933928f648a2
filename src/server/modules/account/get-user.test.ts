import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createAdmin, createTenantWithUser, signInAs, testDb } from '../../test/factories';

let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
});
afterAll(() => t.close());

describe('GET /api/user', () => {
  it("returns one's own data, hiding contact details unless asked", async () => {
    const { user } = await createTenantWithUser(db, { phoneNumber: '905551112233' });
    const { bearer } = await signInAs(t.app, user);
    const plain = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer });
    expect(plain.json()).toMatchObject({ id: user.id, phoneNumber: null });
    const full = await t.app.inject({
      method: 'GET',
      url: `/api/user?id=${user.id}&exposeSensitiveInfo=true`,
      headers: bearer,
    });
    expect(full.json()).toMatchObject({ id: user.id, phoneNumber: '905551112233' });
    expect(Object.keys(full.json())).not.toContain('passwordHash');
    expect(Object.keys(full.json())).not.toContain('otpSecret');
  });

  it('refuses a tenant user another user (admin-only) with 403, even in the same tenant', async () => {
    const { user, tenant } = await createTenantWithUser(db);
    const colleague = await createTenantWithUser(db, { tenantId: tenant.id });
    const { bearer } = await signInAs(t.app, user);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user?id=${colleague.user.id}`,
      headers: bearer,
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(colleague.user.email);
  });

  it('lets an admin read any user', async () => {
    const admin = await createAdmin(db);
    const { user } = await createTenantWithUser(db);
    const { bearer } = await signInAs(t.app, admin);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user?id=${user.id}&exposeSensitiveInfo=true`,
      headers: bearer,
    });
    expect(res.json()).toMatchObject({ id: user.id, email: user.email });
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/user?id=${crypto.randomUUID()}`,
      headers: bearer,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('validates the query', async () => {
    const { user } = await createTenantWithUser(db);
    const { bearer } = await signInAs(t.app, user);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user?id=nope&exposeSensitiveInfo=maybe',
      headers: bearer,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
