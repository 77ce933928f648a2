import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDashboard } from '../../../shared/dashboard/dashboard';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createDocument } from '../../test/document-factories';
import { createUser } from '../../test/factories';
import { rollUpDocumentCounts } from '../invoice/invoice.public';
import { bearerFor, request, twoTenants, type THeaders } from '../invoice/invoice.test-support';
import { createPosTenant, deviceHeaders, saleBody } from '../pos/pos.test-support';
import { dashboardFromSql } from './dashboard.test-support';

let t: TTestApp;
let s: Awaited<ReturnType<typeof twoTenants>>;
const YEAR = '?period=custom&from=2026-01-01&to=2026-12-31';

async function figures(headers: THeaders, query = YEAR) {
  const res = await request(t, headers).get(`/api/dashboard${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZDashboard.parse(res.json());
}

beforeAll(async () => {
  t = await buildTestApp();
  s = await twoTenants(t);
  for (const [tenant, store, amount, lines] of [
    [s.anadolu.tenant.id, s.anadolu.kadikoy.id, '4321.00', 7],
    [s.ege.tenant.id, s.ege.alsancak.id, '12.34', 1],
  ] as const) {
    await createDocument(s.db, {
      tenantId: tenant,
      storeId: store,
      saleTransaction: true,
      lines,
      invoiceDate: '2026-11-10',
      totalPayAmount: amount,
      currencyCode: tenant === s.ege.tenant.id ? 'TRY' : 'GBP',
    });
  }
  await rollUpDocumentCounts(s.db);
  // One more of Anadolu's after the roll-up: a pending delta of another tenant as well.
  await createDocument(s.db, {
    tenantId: s.anadolu.tenant.id,
    storeId: s.anadolu.moda.id,
    saleTransaction: true,
    lines: 3,
    invoiceDate: '2026-11-11',
    totalPayAmount: '99.00',
    currencyCode: 'QAR',
  });
});
afterAll(() => t.close());

describe('an Ege Kafe user cannot see Anadolu Market in the dashboard', () => {
  it('reads Ege Kafe’s own documents, devices and lines only, rolled up or pending', async () => {
    const { period, ...ege } = await figures(s.asEge);
    const truth = await dashboardFromSql(
      t.pool,
      { tenantId: s.ege.tenant.id, storeId: null },
      period,
    );
    expect(ege).toEqual(truth);
    expect(ege.itemsPerDocument).toEqual({ documents: 1, items: 1, average: 1 });
    expect(ege.activeDeviceCount).toBe(1);
    expect(ege.turnoverChart.currencies).toEqual(['TRY']);
  });

  it('shows nothing of Anadolu Market’s amounts or currencies anywhere in the answer', async () => {
    const res = await request(t, s.asEge).get(`/api/dashboard${YEAR}`);
    expect(res.body).not.toContain('4321');
    expect(res.body).not.toContain('GBP');
    expect(res.body).not.toContain('QAR');
    const anadolu = await figures(s.asAnadolu);
    expect(anadolu.itemsPerDocument).toEqual({ documents: 2, items: 10, average: 5 });
  });

  it('narrows a store session to its own store', async () => {
    const { period, ...kadikoy } = await figures(s.asAnadoluKadikoy);
    expect(kadikoy).toEqual(
      await dashboardFromSql(
        t.pool,
        { tenantId: s.anadolu.tenant.id, storeId: s.anadolu.kadikoy.id },
        period,
      ),
    );
    expect(kadikoy.itemsPerDocument.documents).toBe(1);
    expect(kadikoy.turnoverChart.currencies).toEqual(['GBP']);
  });
});

describe('items per document through the POS API', () => {
  it('counts the lines of the sales the devices posted', async () => {
    const pos = await createPosTenant(s.db, t.config.secretKey);
    const specs = (n: number) =>
      Array.from({ length: n }, () => ({ quantity: '1', unitPrice: '10', vatRate: '20' }));
    for (const [key, lines] of [
      ['D-1', 3],
      ['D-2', 2],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pos/sale-transactions',
        headers: deviceHeaders(pos.credential, key),
        payload: saleBody(key, specs(lines)),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const owner = await createUser(s.db, { tenantId: pos.tenant.id });
    const result = await figures(await bearerFor(t, owner), '?period=today');
    expect(result.itemsPerDocument).toEqual({ documents: 2, items: 5, average: 2.5 });
    const { period, ...rest } = result;
    expect(rest).toEqual(
      await dashboardFromSql(t.pool, { tenantId: pos.tenant.id, storeId: null }, period),
    );
  });
});
