import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createFeatureFlag, createTenantWithUser, signInAs, testDb } from '../../test/factories';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({ APP_ENVIRONMENT: 'staging' });
});
afterAll(() => t.close());

describe('the environment flags are resolved for', () => {
  it('is APP_ENVIRONMENT when set, not NODE_ENV', async () => {
    const db = testDb(t);
    const { user } = await createTenantWithUser(db);
    await createFeatureFlag(db, { name: 'StagingOnly', environmentScope: 'staging' });
    await createFeatureFlag(db, { name: 'TestOnly', environmentScope: 'test' });
    const { bearer } = await signInAs(t.app, user);
    const res = await t.app.inject({ url: '/api/internal/feature-flag', headers: bearer });
    const active = (
      res.json() as { featureFlags: { name: string; isActive: boolean }[] }
    ).featureFlags
      .filter((f) => f.isActive)
      .map((f) => f.name);
    expect(active).toContain('StagingOnly');
    expect(active).not.toContain('TestOnly');
  });
});
