import { asc, eq, sql } from 'drizzle-orm';
import { tenantWhere } from '../db/data-scope';
import type { TDocType } from '../../shared/domain/enums';
import type { TQueryable } from '../db/queryable';
import { invoiceCounters, invoiceSeries } from '../db/schema/series';
import { AppError } from '../lib/app-error';

/** GİB: 9-digit sequence after prefix and year (domain.md "ID (invoice number)"). */
export const MAX_SEQUENCE = 999_999_999;

export type TNumberRequest = {
  tenantId: string;
  storeId: string;
  docType: TDocType;
  /** The document's year in Europe/Istanbul, where the sequence restarts. */
  year: number;
};

export type TIssuedNumber = { seriesId: string; invoiceNo: string; sequence: number };

export function formatInvoiceNo(prefix: string, year: number, sequence: number): string {
  return `${prefix}${year}${String(sequence).padStart(9, '0')}`;
}

/**
 * The active series of a store for a docType. With several active ones the prefix that sorts
 * first wins, so the choice is stable and visible on the store's series screen.
 */
async function findActiveSeries(
  db: TQueryable,
  ref: { tenantId: string; storeId: string; docType: TDocType },
): Promise<{ id: string; prefix: string } | undefined> {
  const [row] = await db
    .select({ id: invoiceSeries.id, prefix: invoiceSeries.prefix })
    .from(invoiceSeries)
    .where(
      tenantWhere(
        invoiceSeries,
        { tenantId: ref.tenantId, storeId: ref.storeId },
        eq(invoiceSeries.docType, ref.docType),
        eq(invoiceSeries.isActive, true),
      ),
    )
    .orderBy(asc(invoiceSeries.prefix), asc(invoiceSeries.id))
    .limit(1);
  return row;
}

/**
 * Takes the next number of the store's series. MUST run inside the transaction that inserts the
 * document: the upsert locks the counter row until commit, so concurrent issuers queue behind
 * it, and a rollback (or a crash before commit) gives the number back — no gap, no reuse.
 */
export async function takeNextInvoiceNumber(
  tx: TQueryable,
  req: TNumberRequest,
): Promise<TIssuedNumber> {
  const [number] = await takeInvoiceNumbers(tx, req, 1);
  if (!number) throw new AppError('INTERNAL', { cause: 'A number block of one came back empty.' });
  return number;
}

/**
 * Takes the next `count` numbers of the store's series at once, in order: one counter update for
 * a whole batch of documents. The same rule as takeNextInvoiceNumber: inside the transaction that
 * inserts every one of those documents, so the block is used whole or given back whole.
 */
export async function takeInvoiceNumbers(
  tx: TQueryable,
  req: TNumberRequest,
  count: number,
): Promise<TIssuedNumber[]> {
  if (!Number.isInteger(count) || count < 1) {
    throw new AppError('INTERNAL', {
      cause: `A number block needs a positive count, not ${count}.`,
    });
  }
  const series = await findActiveSeries(tx, req);
  if (!series) {
    throw new AppError('SERIES_NOT_FOUND', { docType: req.docType });
  }
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ tenantId: req.tenantId, seriesId: series.id, year: req.year, lastValue: count })
    .onConflictDoUpdate({
      target: [invoiceCounters.tenantId, invoiceCounters.seriesId, invoiceCounters.year],
      set: { lastValue: sql`${invoiceCounters.lastValue} + ${count}`, updatedAt: sql`now()` },
      // The check constraint would also stop it; this turns it into a clear error instead.
      setWhere: sql`${invoiceCounters.lastValue} <= ${MAX_SEQUENCE - count}`,
    })
    .returning({ lastValue: invoiceCounters.lastValue });
  if (!row) {
    throw new AppError('SERIES_EXHAUSTED', {
      seriesId: series.id,
      prefix: series.prefix,
      year: req.year,
    });
  }
  const first = row.lastValue - count + 1;
  return Array.from({ length: count }, (_, i) => ({
    seriesId: series.id,
    invoiceNo: formatInvoiceNo(series.prefix, req.year, first + i),
    sequence: first + i,
  }));
}
