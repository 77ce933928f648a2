import { and, eq } from 'drizzle-orm';
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
  takeInvoiceNumbers,
  takeNextInvoiceNumber,
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

const take = (docType: 1 | 2 | 5, year: number) =>
  db.transaction((tx) => takeNextInvoiceNumber(tx, { ...ref, docType, year }));

describe('takeNextInvoiceNumber', () => {
  it('counts 1, 2, 3 per series and restarts each year', async () => {
    await createSeries(db, { ...ref, docType: 2, prefix: 'ARS' });
    expect((await take(2, 2026)).invoiceNo).toBe('ARS2026000000001');
    expect((await take(2, 2026)).invoiceNo).toBe('ARS2026000000002');
    expect((await take(2, 2027)).invoiceNo).toBe('ARS2027000000001');
    expect((await take(2, 2026)).invoiceNo).toBe('ARS2026000000003');
  });

  it('gives the number back when the transaction rolls back', async () => {
    await createSeries(db, { ...ref, docType: 5, prefix: 'IRS' });
    expect((await take(5, 2026)).sequence).toBe(1);
    await expect(
      db.transaction(async (tx) => {
        await takeNextInvoiceNumber(tx, { ...ref, docType: 5, year: 2026 });
        throw new Error('document insert failed');
      }),
    ).rejects.toThrow('document insert failed');
    expect((await take(5, 2026)).sequence).toBe(2);
  });

  it('picks the active series whose prefix sorts first, and ignores inactive ones', async () => {
    await createSeries(db, { ...ref, docType: 1, prefix: 'AAA', isActive: false });
    await createSeries(db, { ...ref, docType: 1, prefix: 'FTB' });
    await createSeries(db, { ...ref, docType: 1, prefix: 'FTA' });
    expect((await take(1, 2026)).invoiceNo).toBe('FTA2026000000001');
  });

  it('refuses a docType without an active series', async () => {
    const other = await createStore(db, { tenantId: ref.tenantId });
    const err = await db
      .transaction((tx) =>
        takeNextInvoiceNumber(tx, {
          tenantId: ref.tenantId,
          storeId: other.id,
          docType: 2,
          year: 2026,
        }),
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('SERIES_NOT_FOUND');
  });

  it('stops with a clear error after 999,999,999 numbers in a year', async () => {
    const { seriesId } = await take(2, 2030);
    await db
      .update(invoiceCounters)
      .set({ lastValue: MAX_SEQUENCE - 1 })
      .where(and(eq(invoiceCounters.seriesId, seriesId), eq(invoiceCounters.year, 2030)));
    expect((await take(2, 2030)).invoiceNo).toBe('ARS2030999999999');
    const err = await take(2, 2030).catch((e: unknown) => e);
    expect((err as AppError).code).toBe('SERIES_EXHAUSTED');
    expect((await take(2, 2031)).sequence).toBe(1);
  });

  it('takes a block of numbers in order, gives a rolled-back block back whole, never past the end', async () => {
    const block = (count: number) =>
      db.transaction((tx) => takeInvoiceNumbers(tx, { ...ref, docType: 2, year: 2040 }, count));
    expect((await block(3)).map((n) => n.sequence)).toEqual([1, 2, 3]);
    await expect(
      db.transaction(async (tx) => {
        await takeInvoiceNumbers(tx, { ...ref, docType: 2, year: 2040 }, 5);
        throw new Error('batch insert failed');
      }),
    ).rejects.toThrow('batch insert failed');
    expect((await block(2)).map((n) => n.invoiceNo)).toEqual([
      'ARS2040000000004',
      'ARS2040000000005',
    ]);
    const { seriesId } = await take(2, 2040);
    await db
      .update(invoiceCounters)
      .set({ lastValue: MAX_SEQUENCE - 2 })
      .where(and(eq(invoiceCounters.seriesId, seriesId), eq(invoiceCounters.year, 2040)));
    const err = await block(3).catch((e: unknown) => e);
    expect((err as AppError).code).toBe('SERIES_EXHAUSTED');
    expect((await block(2)).map((n) => n.sequence)).toEqual([MAX_SEQUENCE - 1, MAX_SEQUENCE]);
  });

  it('formats prefix, year and a 9-digit sequence', () => {
    expect(formatInvoiceNo('ABC', 2026, 42)).toBe('ABC2026000000042');
  });
});
