import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createTenantWithUser, signInAs, testDb } from '../../test/factories';
import { SESSION_COOKIE } from '../../session/session-cookie';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('/internal/ui/state', () => {
  it('keeps the side-menu state per user, expanded by default', async () => {
    const { user } = await createTenantWithUser(testDb(t));
    const { cookie } = await signInAs(t.app, user);
    const cookies = { [SESSION_COOKIE]: cookie };
    expect(
      (await t.app.inject({ method: 'GET', url: '/internal/ui/state', cookies })).json(),
    ).toEqual({ isCollapsed: false });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/internal/ui/state',
      cookies,
      payload: { isCollapsed: true },
    });
    expect(put.json()).toEqual({ isCollapsed: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/internal/ui/state', cookies })).json(),
    ).toEqual({ isCollapsed: true });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/internal/ui/state',
      cookies,
      payload: { isCollapsed: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/internal/ui/state',
          payload: { isCollapsed: true },
        })
      ).statusCode,
    ).toBe(401);
  });
});
