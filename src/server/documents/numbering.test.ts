import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../db/database';
import { invoiceCounters } from '../db/schema/series';
import { AppError } from '../lib/app-error';
import { createDb } from '../db/database';
import { createTestDatabase, type TTestDatabase } from '../test/db';
import { createStore, createTenant } from '../test/factories';
import { createSeries } from '../test/document-factories';
import {
  formatInvoiceNo,
  MAX_SEQUENCE,
  numberBlock,
  numberBlockError,
  type TNumberRequest,
} from './numbering';

let database: TTestDatabase;
let db: TDb;
let ref: { tenantId: string; storeId: string };

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.pool);
  const tenant = await createTenant(db);
  const store = await createStore(db, { tenantId: tenant.id });
  ref = { tenantId: tenant.id, storeId: store.id };
});
afterAll(async () => database.drop());

/** The numbers of a block of `count`, taken by numberBlock's CTEs in one statement on `q`. */
async function takeBlock(
  q: Pick<TDb, 'execute'>,
  req: TNumberRequest,
  count: number,
): Promise<string[]> {
  const block = numberBlock(req, sql`${count}::bigint`);
  const { rows } = await q.execute<{
    series_id: string | null;
    prefix: string | null;
    no: string | null;
  }>(sql`with ${block.ctes}
    select (select id from number_series) as series_id,
           (select prefix from number_series) as prefix,
           case when exists (select 1 from number_block) then ${block.invoiceNo(sql`n.i`)} end as no
      from generate_series(1, ${count}::int) as n(i) order by n.i`);
  const first = rows[0];
  if (!first?.no) {
    const series = first?.series_id ? { id: first.series_id, prefix: first.prefix ?? '' } : null;
    throw numberBlockError(req, series);
  }
  return rows.map((r) => r.no ?? '');
}

const take = (docType: 1 | 2 | 5, year: number, count = 1) =>
  db.transaction((tx) => takeBlock(tx, { ...ref, docType, year }, count));

const lastValue = async (year: number) => {
  const rows = await db
    .select({ lastValue: invoiceCounters.lastValue })
    .from(invoiceCounters)
    .where(and(eq(invoiceCounters.tenantId, ref.tenantId), eq(invoiceCounters.year, year)));
  return rows.map((r) => r.lastValue);
};

describe('numberBlock', () => {
  it('counts 1, 2, 3 per series and restarts each year', async () => {
    await createSeries(db, { ...ref, docType: 2, prefix: 'ARS' });
    expect(await take(2, 2026)).toEqual(['ARS2026000000001']);
    expect(await take(2, 2026)).toEqual(['ARS2026000000002']);
    expect(await take(2, 2027)).toEqual(['ARS2027000000001']);
    expect(await take(2, 2026)).toEqual(['ARS2026000000003']);
  });

  it('takes a block in order and gives a rolled-back block back whole', async () => {
    expect(await take(2, 2040, 3)).toEqual([
      'ARS2040000000001',
      'ARS2040000000002',
      'ARS2040000000003',
    ]);
    await expect(
      db.transaction(async (tx) => {
        await takeBlock(tx, { ...ref, docType: 2, year: 2040 }, 5);
        throw new Error('batch insert failed');
      }),
    ).rejects.toThrow('batch insert failed');
    expect(await take(2, 2040, 2)).toEqual(['ARS2040000000004', 'ARS2040000000005']);
  });

  it('leaves the counter alone for a block of none', async () => {
    await take(2, 2041, 2);
    const block = numberBlock({ ...ref, docType: 2, year: 2041 }, sql`0::bigint`);
    const { rows } = await db.execute<{ taken: number }>(
      sql`with ${block.ctes} select (select count(*) from number_block)::int as taken`,
    );
    expect(rows[0]?.taken).toBe(0);
    expect(await lastValue(2041)).toEqual([2]);
  });

  it('picks the active series whose prefix sorts first, and ignores inactive ones', async () => {
    await createSeries(db, { ...ref, docType: 1, prefix: 'AAA', isActive: false });
    await createSeries(db, { ...ref, docType: 1, prefix: 'FTB' });
    await createSeries(db, { ...ref, docType: 1, prefix: 'FTA' });
    expect(await take(1, 2026)).toEqual(['FTA2026000000001']);
  });

  it('refuses a docType without an active series', async () => {
    const other = await createStore(db, { tenantId: ref.tenantId });
    const err = await db
      .transaction((tx) =>
        takeBlock(tx, { tenantId: ref.tenantId, storeId: other.id, docType: 2, year: 2026 }, 1),
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('SERIES_NOT_FOUND');
  });

  it('stops with a clear error at 999,999,999 numbers a year and takes nothing of a block past it', async () => {
    await take(2, 2030);
    await db
      .update(invoiceCounters)
      .set({ lastValue: MAX_SEQUENCE - 3 })
      .where(and(eq(invoiceCounters.tenantId, ref.tenantId), eq(invoiceCounters.year, 2030)));
    const err = await take(2, 2030, 4).catch((e: unknown) => e);
    expect((err as AppError).code).toBe('SERIES_EXHAUSTED');
    expect(await lastValue(2030)).toEqual([MAX_SEQUENCE - 3]);
    expect(await take(2, 2030, 2)).toEqual(['ARS2030999999997', 'ARS2030999999998']);
    expect(await take(2, 2030)).toEqual(['ARS2030999999999']);
    expect(((await take(2, 2030).catch((e: unknown) => e)) as AppError).code).toBe(
      'SERIES_EXHAUSTED',
    );
    expect(await take(2, 2031)).toEqual(['ARS2031000000001']);
  });

  it('formats prefix, year and a 9-digit sequence, in SQL as in formatInvoiceNo', async () => {
    expect(formatInvoiceNo('ABC', 2026, 42)).toBe('ABC2026000000042');
    const numbers = await take(2, 2050, 12);
    expect(numbers).toEqual(
      Array.from({ length: 12 }, (_, i) => formatInvoiceNo('ARS', 2050, i + 1)),
    );
  });
});
