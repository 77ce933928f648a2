import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TReportCode } from '../../../shared/reports/report-codes';
import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import { devices } from '../../db/schema/devices';
import { invoiceCounters } from '../../db/schema/series';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createDocument, createSeries } from '../../test/document-factories';
import { createStore, createTenant, testDb } from '../../test/factories';
import { plantSale } from './report-figures.test-support';
import type { TReportParams } from './report-params';
import { REPORT_SOURCES } from './report-sources';

let t: TTestApp;
let db: TDb;
let a: { tenantId: string; kadikoy: string; moda: string };
let numbered: { tenantId: string; kadikoy: string; moda: string };
const D1 = '2026-11-20';
const D2 = '2026-11-21';
const PERIOD: TReportParams = { startDate: D1, endDate: D2, storeId: null, docType: null };

/** A report's rows as the writer thread gets them (arrays), days kept as `yyyy-MM-dd`. */
async function rowsOf(code: TReportCode, scope: TDataScope, params = PERIOD) {
  const query = REPORT_SOURCES[code].query(db, scope, params);
  const { rows } = await t.pool.query<unknown[]>({
    text: query.sql,
    values: query.params,
    rowMode: 'array',
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.DATE
          ? (v: string) => v
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  return rows;
}

async function device(tenantId: string, storeId: string, serialNumber: string) {
  const [row] = await db
    .insert(devices)
    .values({ tenantId, storeId, serialNumber, description: `Kasa ${serialNumber}` })
    .returning();
  if (!row) throw new Error('device insert returned nothing');
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  const tenant = await createTenant(db);
  const kadikoy = await createStore(db, { tenantId: tenant.id, name: 'Kadıköy' });
  const moda = await createStore(db, { tenantId: tenant.id, name: 'Moda' });
  a = { tenantId: tenant.id, kadikoy: kadikoy.id, moda: moda.id };
  const dev1 = await device(a.tenantId, a.kadikoy, 'PB1');
  const dev2 = await device(a.tenantId, a.moda, 'PB2');
  const doc = (storeId: string, deviceId: string, values: Parameters<typeof createDocument>[1]) =>
    createDocument(db, { storeName: 'eski ad', ...values, storeId, deviceId });
  const base = { tenantId: a.tenantId, storeId: '' };
  await doc(a.kadikoy, dev1, { ...base, invoiceDate: D1, totalPayAmount: '100.00' });
  await doc(a.kadikoy, dev1, {
    ...base,
    invoiceDate: D1,
    status: 5,
    totalPayAmount: '40.00',
    cancelReason: 'Müşteri vazgeçti',
    cancelDate: new Date('2026-11-20T12:30:00Z'),
  });
  await doc(a.kadikoy, dev1, {
    ...base,
    invoiceDate: D2,
    docType: 1,
    status: 1,
    totalPayAmount: '60.50',
  });
  await doc(a.moda, dev2, {
    ...base,
    invoiceDate: D1,
    status: 6,
    totalPayAmount: '10.00',
    gibStatusCode: 1160,
    gibStatusText: 'XSD hatası',
    failureReason: 'Şema doğrulaması başarısız',
  });
  await doc(a.moda, dev2, {
    ...base,
    invoiceDate: D2,
    totalPayAmount: '25.25',
    currencyCode: 'EUR',
  });
  await doc(a.kadikoy, dev1, { ...base, invoiceDate: '2026-11-10', totalPayAmount: '999.00' });
  const other = await createTenant(db);
  const otherStore = await createStore(db, { tenantId: other.id, name: 'Kadıköy' });
  const otherDevice = await device(other.id, otherStore.id, 'PB9');
  await doc(otherStore.id, otherDevice, {
    tenantId: other.id,
    storeId: '',
    invoiceDate: D1,
    totalPayAmount: '500.00',
  });
  // Sales: 23:30 and 00:30 Istanbul time fall on D1 and D2; 23:59 the day before does not.
  await plantSale(db, a.tenantId, a.kadikoy, dev1, {
    at: '2026-11-20T20:30:00Z',
    lines: [
      ['20.00', '100.00', '20.00'],
      ['10.00', '50.00', '5.00'],
    ],
    payments: [['cash', 'completed', '175.00']],
  });
  await plantSale(db, a.tenantId, a.moda, dev2, {
    at: '2026-11-20T21:30:00Z',
    lines: [['20.00', '10.00', '2.00']],
    payments: [
      ['card', 'completed', '12.00'],
      ['card', 'error', '12.00'],
    ],
  });
  await plantSale(db, a.tenantId, a.kadikoy, dev1, {
    at: '2026-11-20T10:00:00Z',
    status: 2,
    lines: [['20.00', '1000.00', '200.00']],
    payments: [['cash', 'completed', '1200.00']],
  });
  await plantSale(db, a.tenantId, a.kadikoy, dev1, {
    at: '2026-11-19T20:59:00Z',
    lines: [['20.00', '7.00', '1.40']],
    payments: [['cash', 'completed', '8.40']],
  });
  await plantSale(db, other.id, otherStore.id, otherDevice, {
    at: '2026-11-20T10:00:00Z',
    lines: [['20.00', '300.00', '60.00']],
    payments: [['cash', 'completed', '360.00']],
  });

  const c = await createTenant(db);
  const cKadikoy = await createStore(db, { tenantId: c.id, name: 'Kadıköy' });
  const cModa = await createStore(db, { tenantId: c.id, name: 'Moda' });
  numbered = { tenantId: c.id, kadikoy: cKadikoy.id, moda: cModa.id };
  const abc = await createSeries(db, {
    tenantId: c.id,
    storeId: cKadikoy.id,
    docType: 2,
    prefix: 'ABC',
  });
  const xyz = await createSeries(db, {
    tenantId: c.id,
    storeId: cModa.id,
    docType: 1,
    prefix: 'XYZ',
  });
  const issue = (series: { id: string; storeId: string; prefix: string }, seq: number) =>
    createDocument(db, {
      tenantId: c.id,
      storeId: series.storeId,
      seriesId: series.id,
      invoiceNo: `${series.prefix}2026${String(seq).padStart(9, '0')}`,
      invoiceDate: D1,
    });
  // A planted gap: 3 was never issued, and the counter handed out 6 and 7 without documents.
  for (const seq of [1, 2, 4, 5]) await issue(abc, seq);
  for (const seq of [1, 2, 3]) await issue(xyz, seq);
  await db.insert(invoiceCounters).values([
    { tenantId: c.id, seriesId: abc.id, year: 2026, lastValue: 7 },
    { tenantId: c.id, seriesId: xyz.id, year: 2026, lastValue: 3 },
  ]);
});
afterAll(() => t.close());

describe('report figures against the data', () => {
  const tenant = () => ({ tenantId: a.tenantId, storeId: null });

  it('daily sales per store: issued documents and amount, cancelled and failed counts', async () => {
    expect(await rowsOf('SALES_DAILY', tenant())).toEqual([
      [D1, 'Kadıköy', 'TRY', 1, '100.00', 1, 0],
      [D1, 'Moda', 'TRY', 0, '0', 0, 1],
      [D2, 'Kadıköy', 'TRY', 1, '60.50', 0, 0],
      [D2, 'Moda', 'EUR', 1, '25.25', 0, 0],
    ]);
    expect(await rowsOf('SALES_BY_STORE', tenant())).toEqual([
      ['Kadıköy', 'TRY', 2, '160.50', 1, 0],
      ['Moda', 'EUR', 1, '25.25', 0, 0],
      ['Moda', 'TRY', 0, '0', 0, 1],
    ]);
  });

  it('narrows to the store of a store session and to the form’s store and type', async () => {
    const store = { tenantId: a.tenantId, storeId: a.moda };
    expect(await rowsOf('SALES_BY_STORE', store)).toEqual([
      ['Moda', 'EUR', 1, '25.25', 0, 0],
      ['Moda', 'TRY', 0, '0', 0, 1],
    ]);
    const eFatura = { ...PERIOD, storeId: a.kadikoy, docType: 1 as const };
    expect(await rowsOf('EDOC_STATUS', tenant(), eFatura)).toEqual([[1, 1, 'TRY', 1, '60.50']]);
  });

  it('documents per type and status', async () => {
    expect(await rowsOf('EDOC_STATUS', tenant())).toEqual([
      [1, 1, 'TRY', 1, '60.50'],
      [2, 2, 'EUR', 1, '25.25'],
      [2, 2, 'TRY', 1, '100.00'],
      [2, 5, 'TRY', 1, '40.00'],
      [2, 6, 'TRY', 1, '10.00'],
    ]);
  });

  it('cancelled documents with their reason, failed ones with GİB’s answer', async () => {
    const cancelled = await rowsOf('CANCELLED_EARSIV', tenant());
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.slice(-2)).toEqual([new Date('2026-11-20T12:30:00Z'), 'Müşteri vazgeçti']);
    const failed = await rowsOf('FAILED_DOCS', tenant());
    expect(failed.map((r) => r.slice(-3))).toEqual([
      ['TRY', '1160 - XSD hatası', 'Şema doğrulaması başarısız'],
    ]);
  });

  it('VAT per rate and payments per type, from completed sales of the Istanbul days', async () => {
    expect(await rowsOf('VAT_SUMMARY', tenant())).toEqual([
      ['10.00', 'TRY', 1, '50.00', '5.00'],
      ['20.00', 'TRY', 2, '110.00', '22.00'],
    ]);
    expect(await rowsOf('PAYMENT_TYPES', tenant())).toEqual([
      ['card', 'TRY', 1, '12.00'],
      ['cash', 'TRY', 1, '175.00'],
    ]);
    const kadikoy = { tenantId: a.tenantId, storeId: a.kadikoy };
    expect(await rowsOf('VAT_SUMMARY', kadikoy)).toEqual([
      ['10.00', 'TRY', 1, '50.00', '5.00'],
      ['20.00', 'TRY', 1, '100.00', '20.00'],
    ]);
  });

  it('per device over the period and per device and day', async () => {
    expect(await rowsOf('DEVICE_ACTIVITY', tenant())).toEqual([
      ['Kadıköy', 'Kasa PB1 / PB1', 'TRY', 2, '160.50', D1, D2],
      ['Moda', 'Kasa PB2 / PB2', 'EUR', 1, '25.25', D2, D2],
      ['Moda', 'Kasa PB2 / PB2', 'TRY', 0, '0', D1, D1],
    ]);
    expect(await rowsOf('Z_REPORT_SUMMARY', tenant())).toEqual([
      [D1, 'Kadıköy', 'Kasa PB1 / PB1', 'TRY', 1, '100.00', 1],
      [D1, 'Moda', 'Kasa PB2 / PB2', 'TRY', 0, '0', 0],
      [D2, 'Kadıköy', 'Kasa PB1 / PB1', 'TRY', 1, '60.50', 0],
      [D2, 'Moda', 'Kasa PB2 / PB2', 'EUR', 1, '25.25', 0],
    ]);
  });

  it('numbering: proves a complete series and lists the planted gap and the unused numbers', async () => {
    const scope = { tenantId: numbered.tenantId, storeId: null };
    expect(await rowsOf('SERIES_NUMBERING', scope)).toEqual([
      // kind, series, store, docType, year, first, last, documents, counter, missing
      [0, 'ABC', 'Kadıköy', 2, 2026, 1, 5, 4, 7, 3],
      [1, 'ABC', 'Kadıköy', 2, 2026, 3, 3, null, null, 1],
      [1, 'ABC', 'Kadıköy', 2, 2026, 6, 7, null, null, 2],
      [0, 'XYZ', 'Moda', 1, 2026, 1, 3, 3, 3, 0],
    ]);
    const moda = { tenantId: numbered.tenantId, storeId: numbered.moda };
    expect(await rowsOf('SERIES_NUMBERING', moda)).toEqual([
      [0, 'XYZ', 'Moda', 1, 2026, 1, 3, 3, 3, 0],
    ]);
    const lastYear = { ...PERIOD, startDate: '2025-01-01', endDate: '2025-12-31' };
    expect(await rowsOf('SERIES_NUMBERING', scope, lastYear)).toEqual([]);
  });
});
