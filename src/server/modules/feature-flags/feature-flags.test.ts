import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { buildTestApp, type TTestApp } from '../../test/app';
import {
  createAdmin,
  createFeatureFlag,
  createTenantWithUser,
  signInAs,
  testDb,
} from '../../test/factories';

let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const names = (body: { featureFlags: { name: string; isActive: boolean }[] }) =>
  body.featureFlags.filter((f) => f.isActive).map((f) => f.name);

describe('feature flags', () => {
  it('match by environment name or wildcard and by tenant', async () => {
    const mine = await createTenantWithUser(db);
    const other = await createTenantWithUser(db);
    await createFeatureFlag(db, { name: 'TestOnly', environmentScope: 'test' });
    await createFeatureFlag(db, { name: 'ProdOnly', environmentScope: 'production' });
    await createFeatureFlag(db, { name: 'Everywhere', environmentScope: '*' });
    await createFeatureFlag(db, { name: 'Off', environmentScope: '*', isActive: false });
    await createFeatureFlag(db, { name: 'MineOnly', tenantId: mine.tenant.id });
    await createFeatureFlag(db, { name: 'TheirsOnly', tenantId: other.tenant.id });
    await createFeatureFlag(db, { name: 'Everywhere', tenantId: mine.tenant.id, isActive: false });

    const { bearer } = await signInAs(t.app, mine.user);
    const internal = await get('/api/internal/feature-flag', bearer);
    expect(internal.statusCode).toBe(200);
    expect(names(internal.json())).toEqual(['AddEmployee', 'MineOnly', 'TestOnly']);
    expect(names((await get('/api/FeatureFlag/List', bearer)).json())).toEqual([
      'AddEmployee',
      'MineOnly',
      'TestOnly',
    ]);

    const theirs = await signInAs(t.app, other.user);
    expect(names((await get('/api/internal/feature-flag', theirs.bearer)).json())).toEqual([
      'AddEmployee',
      'Everywhere',
      'TestOnly',
      'TheirsOnly',
    ]);
  });

  it('needs a tenant for the internal list and a session for both', async () => {
    const admin = await signInAs(t.app, await createAdmin(db));
    expect((await get('/api/internal/feature-flag', admin.bearer)).statusCode).toBe(403);
    expect((await get('/api/FeatureFlag/List', admin.bearer)).json().featureFlags).toContainEqual({
      name: 'AddEmployee',
      isActive: true,
    });
    expect((await get('/api/internal/feature-flag')).statusCode).toBe(401);
    expect((await get('/api/FeatureFlag/List')).statusCode).toBe(401);
  });
});
