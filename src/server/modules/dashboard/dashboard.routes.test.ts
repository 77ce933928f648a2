import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDashboard, type TDashboard } from '../../../shared/dashboard/dashboard';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createDocument } from '../../test/document-factories';
import { rollUpDocumentCounts } from '../invoice/invoice.public';
import { request, twoTenants, type THeaders } from '../invoice/invoice.test-support';
import { dashboardFromSql } from './dashboard.test-support';

// TEST_NOW is 2026-11-22 15:00 in Istanbul: this month runs 2026-11-01 … 2026-11-22.
let t: TTestApp;
let s: Awaited<ReturnType<typeof twoTenants>>;
let pendingDocId: string;

type TDoc = Parameters<typeof createDocument>[1];

async function dashboard(headers: THeaders, query = ''): Promise<TDashboard> {
  const res = await request(t, headers).get(`/api/dashboard${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZDashboard.parse(res.json());
}

async function expectTruth(headers: THeaders, storeId: string | null, query = '') {
  const { period, ...figures } = await dashboard(headers, query);
  const truth = await dashboardFromSql(t.pool, { tenantId: s.anadolu.tenant.id, storeId }, period);
  expect(figures).toEqual(truth);
  return { period, ...figures };
}

/** Ciro and the per-type totals count the same documents: the types add up to it per currency. */
function expectTypesAddUpToTurnover(result: Omit<TDashboard, 'period'>) {
  const byCurrency = new Map<string, Decimal>();
  for (const row of result.documentsSummaryInfoByDocType) {
    for (const a of row.amounts) {
      const sum = byCurrency.get(a.currencyCode) ?? new Decimal(0);
      byCurrency.set(a.currencyCode, sum.plus(a.amount));
    }
  }
  expect(result.turnoverChart.totals.map((c) => [c.currencyCode, c.amount])).toEqual(
    result.turnoverChart.currencies.map((c) => [
      c,
      (byCurrency.get(c) ?? new Decimal(0)).toFixed(2),
    ]),
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  s = await twoTenants(t);
  const anadolu = s.anadolu.tenant.id;
  const kadikoy = { tenantId: anadolu, storeId: s.anadolu.kadikoy.id, saleTransaction: true };
  const moda = { tenantId: anadolu, storeId: s.anadolu.moda.id, saleTransaction: true };
  const make = (base: TDoc, docs: Omit<TDoc, 'tenantId' | 'storeId'>[]) =>
    Promise.all(docs.map((doc) => createDocument(s.db, { ...base, ...doc })));
  await make(kadikoy, [
    { invoiceDate: '2026-11-22', status: 2, docType: 2, totalPayAmount: '100.10', lines: 3 },
    { invoiceDate: '2026-11-05', status: 5, docType: 2, totalPayAmount: '70.00', lines: 2 },
    {
      invoiceDate: '2026-11-01',
      status: 6,
      docType: 1,
      totalPayAmount: '30.30',
      lines: 4,
      currencyCode: 'EUR',
    },
    { invoiceDate: '2026-10-31', status: 2, docType: 9, totalPayAmount: '10.00', lines: 1 },
  ]);
  // Part of the counts already rolled up, the rest still pending deltas.
  await rollUpDocumentCounts(s.db);
  const [pending] = await make(kadikoy, [
    { invoiceDate: '2026-11-20', status: 1, docType: 2, totalPayAmount: '50.05', lines: 1 },
  ]);
  pendingDocId = pending?.id ?? '';
  await createDocument(s.db, {
    tenantId: anadolu,
    storeId: s.anadolu.kadikoy.id,
    invoiceDate: '2026-11-22',
    docType: 5,
    totalPayAmount: '0.00',
    currencyCode: 'USD',
  });
  await make(moda, [
    { invoiceDate: '2026-11-21', status: 2, docType: 1, totalPayAmount: '200.00', lines: 2 },
    {
      invoiceDate: '2026-10-15',
      status: 2,
      docType: 2,
      totalPayAmount: '15.50',
      lines: 1,
      currencyCode: 'EUR',
    },
    { invoiceDate: '2026-11-23', status: 2, docType: 2, totalPayAmount: '999.00', lines: 1 },
  ]);
  await t.pool.query(
    `insert into devices (tenant_id, store_id, serial_number, is_active) values ($1, $2, 'KAPALI1', false)`,
    [anadolu, s.anadolu.kadikoy.id],
  );
  await createDocument(s.db, {
    tenantId: s.ege.tenant.id,
    storeId: s.ege.alsancak.id,
    saleTransaction: true,
    lines: 5,
    invoiceDate: '2026-11-22',
    totalPayAmount: '77.77',
  });
});
afterAll(() => t.close());

describe('GET /api/dashboard', () => {
  it('gives this month of the tenant as count(*) and sum() over its documents say', async () => {
    const result = await expectTruth(s.asAnadolu, null);
    expect(result.period).toEqual({ preset: 'thisMonth', from: '2026-11-01', to: '2026-11-22' });
    // The fixtures by hand: 6 documents this month, 12 lines (the despatch note has no sale); the
    // cancelled one (2 lines) is no sale.
    expect(result.itemsPerDocument).toEqual({ documents: 5, items: 10, average: 2 });
    expectTypesAddUpToTurnover(result);
    expect(result.documentsSummaryInfo.find((r) => r.status === 6)).toEqual({
      status: 6,
      documents: 1,
      amounts: [{ currencyCode: 'EUR', amount: '30.30' }],
    });
    expect(result.turnoverChart.currencies).toEqual(['TRY', 'EUR', 'USD']);
    expect(result.turnoverChart.totals).toEqual([
      { currencyCode: 'TRY', amount: '350.15' },
      { currencyCode: 'EUR', amount: '30.30' },
      { currencyCode: 'USD', amount: '0.00' },
    ]);
    expect(result.turnoverChart.days).toHaveLength(22);
    // Every sale came from a device of its own (8), all active; the switched-off one is not counted.
    expect(result.activeDeviceCount).toBe(8);
  });

  it('stays equal to the documents after changes, pending or rolled up', async () => {
    await t.pool.query(`update documents set status = 2, total_pay_amount = 55.55 where id = $1`, [
      pendingDocId,
    ]);
    await expectTruth(s.asAnadolu, null);
    await rollUpDocumentCounts(s.db);
    const pending = await t.pool.query('select 1 from document_count_deltas');
    expect(pending.rowCount).toBe(0);
    await expectTruth(s.asAnadolu, null);
  });

  it('reads each preset and a custom period in Istanbul days', async () => {
    const periods = {
      today: { from: '2026-11-22', to: '2026-11-22' },
      last7Days: { from: '2026-11-16', to: '2026-11-22' },
      lastMonth: { from: '2026-10-01', to: '2026-10-31' },
    };
    for (const [preset, days] of Object.entries(periods)) {
      const { period } = await expectTruth(s.asAnadolu, null, `?period=${preset}`);
      expect(period).toEqual({ preset, ...days });
    }
    const custom = await expectTruth(
      s.asAnadolu,
      null,
      '?period=custom&from=2026-10-01&to=2026-11-30',
    );
    expect(custom.itemsPerDocument.documents).toBe(8);
    expect(custom.turnoverChart.days).toHaveLength(61);
  });

  it('counts the selected store only in store mode, its devices too', async () => {
    const result = await expectTruth(s.asAnadoluKadikoy, s.anadolu.kadikoy.id);
    expect(result.itemsPerDocument.documents).toBe(4);
    expect(result.activeDeviceCount).toBe(5);
    await expectTruth(
      s.asAnadoluKadikoy,
      s.anadolu.kadikoy.id,
      '?period=custom&from=2026-10-01&to=2026-11-30',
    );
  });

  it('adds whole months and the days at both ends of a period, rolled up or pending', async () => {
    const kadikoy = { tenantId: s.anadolu.tenant.id, storeId: s.anadolu.kadikoy.id };
    const moda = { tenantId: s.anadolu.tenant.id, storeId: s.anadolu.moda.id };
    const make = (docs: TDoc[]) =>
      Promise.all(docs.map((doc) => createDocument(s.db, { saleTransaction: true, ...doc })));
    // August from the 15th and November to the 21st are days; September and October whole months.
    const query = '?period=custom&from=2026-08-15&to=2026-11-21';
    const [cancelled] = await make([
      { ...kadikoy, invoiceDate: '2026-08-14', status: 2, totalPayAmount: '1000.00', lines: 7 },
      { ...kadikoy, invoiceDate: '2026-08-15', status: 2, totalPayAmount: '11.00', lines: 2 },
      { ...moda, invoiceDate: '2026-08-31', status: 6, totalPayAmount: '12.00', lines: 1 },
      { ...kadikoy, invoiceDate: '2026-09-01', status: 2, totalPayAmount: '13.00', lines: 3 },
      {
        ...moda,
        invoiceDate: '2026-09-30',
        status: 1,
        totalPayAmount: '14.00',
        currencyCode: 'EUR',
      },
    ]);
    await rollUpDocumentCounts(s.db);
    await make([
      { ...moda, invoiceDate: '2026-09-15', status: 2, docType: 1, totalPayAmount: '15.00' },
      { ...kadikoy, invoiceDate: '2026-08-20', status: 1, totalPayAmount: '16.00', lines: 4 },
    ]);
    await t.pool.query(`update documents set status = 5 where id = $1`, [cancelled?.id]);
    const result = await expectTruth(s.asAnadolu, null, query);
    expect(result.turnoverChart.days).toHaveLength(99);
    expectTypesAddUpToTurnover(result);
    await expectTruth(s.asAnadoluKadikoy, s.anadolu.kadikoy.id, query);
    await rollUpDocumentCounts(s.db);
    await expectTruth(s.asAnadolu, null, query);
    await expectTruth(s.asAnadoluKadikoy, s.anadolu.kadikoy.id, query);
  });
});
