import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/app';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('documents the session, user, flag, translation and UI-state routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/authorize',
        '/api/auth/refresh',
        '/api/auth/scope',
        '/api/auth/logout',
        '/api/user',
        '/api/user/forgotPassword',
        '/api/user/resetPassword',
        '/api/user/otp/setup',
        '/api/user/otp/confirm',
        '/api/user/otp/disable',
        '/api/FeatureFlag/List',
        '/api/internal/feature-flag',
        '/api/resources',
        '/internal/locale/translations',
        '/internal/ui/state',
      ]),
    );
  });
});
