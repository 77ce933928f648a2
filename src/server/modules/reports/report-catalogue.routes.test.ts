import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZReportCatalogue } from '../../../shared/reports/report-catalogue';
import { auditLog } from '../../db/schema/audit';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../test/app';
import { createAdmin, signInAs } from '../../test/factories';
import { twoTenants } from '../invoice/invoice.test-support';
import { createCatalogue } from './report-catalogue.test-support';
import { downloadReport, type THeaders } from './reports.test-support';

let t: TTestApp;
let w: Awaited<ReturnType<typeof twoTenants>>;
let admin: THeaders;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
const DAY = TEST_NOW.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  w = await twoTenants(t);
  admin = (await signInAs(t.app, await createAdmin(w.db))).bearer;
  catalogue = await createCatalogue(t, admin, ['SALES_DAILY', 'VAT_SUMMARY']);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, headers: THeaders, payload: object) =>
  t.app.inject({ method, url, headers, payload });

describe('report catalogue (spec §3 report groups and reports)', () => {
  it('lists active groups with their reports to a tenant user', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reports/catalogue',
      headers: w.asAnadolu,
    });
    const { groups } = ZReportCatalogue.parse(res.json());
    expect(groups.map((g) => g.reports.map((r) => r.code))).toEqual([
      ['SALES_DAILY', 'VAT_SUMMARY'],
    ]);
    const store = await t.app.inject({
      method: 'GET',
      url: '/api/reports/catalogue',
      headers: w.asAnadoluKadikoy,
    });
    expect(store.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/catalogue' })).statusCode).toBe(
      401,
    );
  });

  it('refuses every change to a tenant user, and changes nothing', async () => {
    const group = { name: 'Yeni Grup', priority: 2, isActive: true };
    const definition = {
      name: 'Şube Satışları',
      code: 'SALES_BY_STORE',
      priority: 1,
      reportGroupId: catalogue.groupId,
      fileName: 'sube-satis',
      parameters: [],
    };
    const refused = [
      await send('POST', '/api/reports/group', w.asAnadolu, group),
      await send('PUT', '/api/reports/group', w.asAnadolu, { ...group, id: catalogue.groupId }),
      await send('PUT', '/api/reports/group/activation', w.asAnadolu, {
        groupList: [{ id: catalogue.groupId, isActive: false }],
      }),
      await send('POST', '/api/reports/definition', w.asAnadolu, definition),
      await send('PUT', '/api/reports/definition', w.asAnadolu, {
        ...definition,
        id: catalogue.reportIds.SALES_DAILY,
      }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    const { rows } = await t.pool.query('select count(*)::int as n from report_groups');
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('lets an admin edit a group and a report, audited, with field errors for bad input', async () => {
    const edited = await send('PUT', '/api/reports/group', admin, {
      id: catalogue.groupId,
      name: 'Satış Raporları',
      priority: 3,
      isActive: true,
    });
    expect(edited.json()).toMatchObject({ name: 'Satış Raporları', priority: 3 });
    const taken = await send('PUT', '/api/reports/definition', admin, {
      id: catalogue.reportIds.VAT_SUMMARY,
      name: 'KDV',
      code: 'SALES_DAILY',
      priority: 1,
      reportGroupId: catalogue.groupId,
      fileName: 'kdv',
      parameters: [],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'REPORT_CODE_TAKEN', details: [{ path: 'code' }] });
    const bad = [
      await send('POST', '/api/reports/group', admin, { name: 'x', priority: 1, isActive: true }),
      await send('POST', '/api/reports/group', admin, {
        name: 'Grup',
        priority: -1,
        isActive: true,
      }),
      await send('POST', '/api/reports/definition', admin, {
        name: 'Rapor',
        code: 'NOT_A_REPORT',
        priority: 1,
        reportGroupId: catalogue.groupId,
        fileName: 'rapor',
        parameters: [],
      }),
      await send('POST', '/api/reports/definition', admin, {
        name: 'Rapor',
        code: 'PAYMENT_TYPES',
        priority: 1,
        reportGroupId: catalogue.groupId,
        fileName: '../etc/passwd',
        parameters: [{ name: 'docType', type: 'docType', required: false }],
      }),
    ];
    for (const res of bad) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const audits = await w.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'report-group'), eq(auditLog.entityId, catalogue.groupId)),
      );
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('hides a deactivated group from users and refuses its reports', async () => {
    const off = await send('PUT', '/api/reports/group/activation', admin, {
      groupList: [{ id: catalogue.groupId, isActive: false }],
    });
    expect(off.json()).toEqual({ updated: 1 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reports/catalogue',
      headers: w.asAnadolu,
    });
    expect(ZReportCatalogue.parse(res.json()).groups).toEqual([]);
    const query = {
      reportId: catalogue.reportIds.SALES_DAILY ?? '',
      format: 'pdf',
      startDate: DAY,
      endDate: DAY,
    };
    expect((await downloadReport(t, w.asAnadolu, query)).config.statusCode).toBe(404);
    await send('PUT', '/api/reports/group/activation', admin, {
      groupList: [{ id: catalogue.groupId, isActive: true }],
    });
    const { file } = await downloadReport(t, w.asAnadolu, query);
    expect(file?.statusCode).toBe(200);
  });
});
