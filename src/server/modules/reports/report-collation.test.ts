import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TReportCode } from '../../../shared/reports/report-codes';
import type { TDb } from '../../db/database';
import { devices } from '../../db/schema/devices';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createDocument, createSeries } from '../../test/document-factories';
import { createStore, createTenant, testDb } from '../../test/factories';
import { REPORT_SOURCES } from './report-sources';

let t: TTestApp;
let db: TDb;
let tenantId: string;
const DAY = '2026-11-20';
// Turkish order: C < Ç, I (dotless) < İ, S < Ş; byte or English order puts Ç, İ and Ş after Y.
const TURKISH_ORDER = ['Çankaya', 'Iğdır', 'İzmir', 'Şişli', 'Yıldırım'];

async function storeNames(code: TReportCode, column: number): Promise<unknown[]> {
  const params = { startDate: DAY, endDate: DAY, storeId: null, docType: null };
  const query = REPORT_SOURCES[code].query(db, { tenantId, storeId: null }, params);
  const { rows } = await t.pool.query<unknown[]>({
    text: query.sql,
    values: query.params,
    rowMode: 'array',
  });
  return rows.map((row) => row[column]);
}

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  tenantId = (await createTenant(db)).id;
  // Created in the wrong order on purpose, so that insertion order cannot pass the test.
  for (const [i, name] of ['Yıldırım', 'Şişli', 'İzmir', 'Iğdır', 'Çankaya'].entries()) {
    const store = await createStore(db, { tenantId, name });
    const [device] = await db
      .insert(devices)
      .values({ tenantId, storeId: store.id, serialNumber: `PBC${i}` })
      .returning();
    const series = await createSeries(db, {
      tenantId,
      storeId: store.id,
      prefix: 'TRK',
      docType: 2,
    });
    await createDocument(db, {
      tenantId,
      storeId: store.id,
      deviceId: device?.id,
      storeName: name,
      invoiceDate: DAY,
      seriesId: series.id,
      invoiceNo: `TRK2026${String(i + 1).padStart(9, '0')}`,
    });
  }
});

afterAll(async () => {
  await t.close();
});

describe('report files sort store names as Turkish expects', () => {
  it('in the per-store, per-day and per-device reports', async () => {
    expect(await storeNames('SALES_BY_STORE', 0)).toEqual(TURKISH_ORDER);
    expect(await storeNames('SALES_DAILY', 1)).toEqual(TURKISH_ORDER);
    expect(await storeNames('DEVICE_ACTIVITY', 0)).toEqual(TURKISH_ORDER);
  });

  it('in the numbering report, series of one prefix by store name', async () => {
    const names = await storeNames('SERIES_NUMBERING', 2);
    expect(names.filter((n, i) => names.indexOf(n) === i)).toEqual(TURKISH_ORDER);
  });
});
