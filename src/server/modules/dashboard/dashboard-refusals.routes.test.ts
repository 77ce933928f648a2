import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorBody } from '../../../shared/errors';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createAdmin, createUser } from '../../test/factories';
import { bearerFor, request, twoTenants } from '../invoice/invoice.test-support';

let t: TTestApp;
let s: Awaited<ReturnType<typeof twoTenants>>;

beforeAll(async () => {
  t = await buildTestApp();
  s = await twoTenants(t);
});
afterAll(() => t.close());

describe('GET /api/dashboard refuses', () => {
  it('a bad period with 400 VALIDATION_FAILED naming the field, never a 500', async () => {
    const cases: [string, string, string][] = [
      ['?period=yesterday', 'querystring.period', ''],
      ['?period=custom&from=2026-11-01', 'querystring.to', 'dashboard.validation.missing'],
      [
        '?period=custom&from=2026-02-30&to=2026-03-01',
        'querystring.from',
        'dashboard.validation.notADay',
      ],
      [
        '?period=custom&from=2026-11-02&to=2026-11-01',
        'querystring.to',
        'dashboard.validation.reversed',
      ],
      [
        '?period=custom&from=2025-01-01&to=2026-01-02',
        'querystring.to',
        'dashboard.validation.tooLong',
      ],
      ['?period=today&to=2026-11-01', 'querystring.to', 'dashboard.validation.daysWithPreset'],
      [
        '?period=custom&from=x%27%3Bdrop&to=2026-11-01',
        'querystring.from',
        'dashboard.validation.notADay',
      ],
    ];
    for (const [query, path, key] of cases) {
      const res = await request(t, s.asAnadolu).get(`/api/dashboard${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = ZErrorBody.parse(res.json());
      expect(body.code, query).toBe('VALIDATION_FAILED');
      const issue = (body.details as { path: string; key?: string }[])[0];
      expect(issue?.path, query).toBe(path);
      if (key) expect(issue?.key, query).toBe(key);
    }
  });

  it('a user without the invoice view right, an admin without a tenant, and no session', async () => {
    const cashier = await createUser(s.db, {
      tenantId: s.anadolu.tenant.id,
      permissions: ['Stores.View', 'Dashboard.View'],
    });
    const denied = await request(t, await bearerFor(t, cashier)).get('/api/dashboard');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'FORBIDDEN' });
    const admin = await bearerFor(t, await createAdmin(s.db));
    const noTenant = await request(t, admin).get('/api/dashboard');
    expect(noTenant.statusCode).toBe(403);
    expect(noTenant.json()).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });
});
