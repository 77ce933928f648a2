import type { TTestApp } from '../../test/app';
import type { THeaders } from './reports.test-support';

const PERIOD_AND_STORE = [
  { name: 'startDate', type: 'date', required: true },
  { name: 'endDate', type: 'date', required: true },
  { name: 'storeId', type: 'store', required: false },
];

/** A report group and one definition per code, made through the admin API. */
export async function createCatalogue(
  t: TTestApp,
  admin: THeaders,
  codes: readonly string[],
): Promise<{ groupId: string; reportIds: Record<string, string> }> {
  const group = await t.app.inject({
    method: 'POST',
    url: '/api/reports/group',
    headers: admin,
    payload: { name: 'E-Belge Raporları', priority: 1, isActive: true },
  });
  if (group.statusCode !== 201) throw new Error(`group: ${group.statusCode} ${group.body}`);
  const groupId = group.json<{ id: string }>().id;
  const reportIds: Record<string, string> = {};
  for (const [i, code] of codes.entries()) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/definition',
      headers: admin,
      payload: {
        name: `Rapor ${code} İşlem Şube`,
        code,
        priority: i + 1,
        reportGroupId: groupId,
        fileName: code.toLowerCase().replaceAll('_', '-'),
        parameters: PERIOD_AND_STORE,
      },
    });
    if (res.statusCode !== 201) throw new Error(`report ${code}: ${res.statusCode} ${res.body}`);
    reportIds[code] = res.json<{ id: string }>().id;
  }
  return { groupId, reportIds };
}
