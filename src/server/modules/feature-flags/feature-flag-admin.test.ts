import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZFeatureFlagPage,
  ZFeatureFlagRow,
} from '../../../shared/feature-flags/feature-flag-admin';
import type { TDb } from '../../db/database';
import { auditLog } from '../../db/schema/audit';
import { featureFlags } from '../../db/schema/settings';
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
let ownerA: THeaders;
let userA: THeaders;
let userB: THeaders;
let tenantA: string;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  const a = await createTenantWithUser(db);
  const b = await createTenantWithUser(db);
  tenantA = a.tenant.id;
  admin = (await signInAs(t.app, await createAdmin(db))).bearer;
  userA = (await signInAs(t.app, a.user)).bearer;
  userB = (await signInAs(t.app, b.user)).bearer;
  const owner = await createUser(db, { tenantId: tenantA, isTenantOwner: true });
  ownerA = (await signInAs(t.app, owner)).bearer;
});
afterAll(() => t.close());

const URL = '/api/management/feature-flags';
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  headers: THeaders,
  payload?: object,
  url = URL,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const activeFlags = async (headers: THeaders) => {
  const res = await t.app.inject({ url: '/api/internal/feature-flag', headers });
  return (res.json() as { featureFlags: { name: string; isActive: boolean }[] }).featureFlags
    .filter((f) => f.isActive)
    .map((f) => f.name);
};
const flagRows = () => db.select().from(featureFlags).orderBy(featureFlags.id);

describe('feature flag management', () => {
  it('creates, lists, changes and deletes flags; the resolution follows at once', async () => {
    const created = await call('POST', admin, { name: 'NewScreen', isActive: true });
    expect(created.statusCode, created.body).toBe(201);
    const flag = ZFeatureFlagRow.parse(created.json());
    expect(flag).toMatchObject({ environmentScope: '*', tenantId: null, tenantName: null });
    expect(await activeFlags(userA)).toContain('NewScreen');

    // A tenant's own row overrides the all-tenants row for that tenant only.
    const own = await call('POST', admin, {
      name: 'NewScreen',
      isActive: false,
      tenantId: tenantA,
      description: 'A için kapalı',
    });
    expect(own.json()).toMatchObject({ tenantId: tenantA, tenantName: expect.any(String) });
    expect(await activeFlags(userA)).not.toContain('NewScreen');
    expect(await activeFlags(userB)).toContain('NewScreen');

    const listed = ZFeatureFlagPage.parse(
      (await call('GET', admin, undefined, `${URL}?searchText=newscreen`)).json(),
    );
    expect(listed.rowCount).toBe(2);

    const changed = await call('PUT', admin, { ...flag, id: flag.id, isActive: false });
    expect(changed.json()).toMatchObject({ isActive: false });
    expect(await activeFlags(userB)).not.toContain('NewScreen');

    expect((await call('DELETE', admin, undefined, `${URL}?Id=${flag.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', admin, undefined, `${URL}?Id=${flag.id}`)).statusCode).toBe(404);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, flag.id));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('matches an exact environment and ignores another one', async () => {
    await call('POST', admin, { name: 'TestEnvOnly', environmentScope: 'test', isActive: true });
    await call('POST', admin, { name: 'ProdOnly', environmentScope: 'production', isActive: true });
    const active = await activeFlags(userA);
    expect(active).toContain('TestEnvOnly');
    expect(active).not.toContain('ProdOnly');
  });

  it('is for administrators only: owners and users are refused, nothing changes', async () => {
    const before = await flagRows();
    for (const headers of [ownerA, userA]) {
      expect((await call('GET', headers)).statusCode).toBe(403);
      expect((await call('POST', headers, { name: 'Sneaky', isActive: true })).statusCode).toBe(
        403,
      );
      const [row] = before;
      const put = await call('PUT', headers, {
        id: row?.id,
        name: 'Sneaky',
        isActive: true,
      });
      expect(put.statusCode).toBe(403);
      expect((await call('DELETE', headers, undefined, `${URL}?Id=${row?.id}`)).statusCode).toBe(
        403,
      );
    }
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    expect(await flagRows()).toEqual(before);
  });

  it('refuses bad input with 400 and a code, and a duplicate with 409; nothing changes', async () => {
    await call('POST', admin, { name: 'Twice', isActive: true });
    const before = await flagRows();
    const bad = [
      { name: '1StartsWithDigit', isActive: true },
      { name: 'Has space', isActive: true },
      { name: 'X'.repeat(65), isActive: true },
      { name: 'Ok', environmentScope: 'PRODUCTION', isActive: true },
      { name: 'Ok', environmentScope: '*x', isActive: true },
      { name: 'Ok', isActive: 'yes' },
      { name: 'Ok', isActive: true, tenantId: 'not-a-uuid' },
      { name: 'Ok', isActive: true, description: 'x'.repeat(201) },
    ];
    for (const payload of bad) {
      const res = await call('POST', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const unknownTenant = await call('POST', admin, {
      name: 'Ok',
      isActive: true,
      tenantId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownTenant.statusCode).toBe(400);
    expect(unknownTenant.json().details).toEqual([
      expect.objectContaining({ path: 'body.tenantId' }),
    ]);
    const twice = await call('POST', admin, { name: 'Twice', isActive: false });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'featureFlagTaken' },
    });
    const missing = await call('PUT', admin, {
      id: '00000000-0000-4000-8000-000000000000',
      name: 'Twice',
      isActive: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(await flagRows()).toEqual(before);
  });
});
