import { eq, sql, type SQL } from 'drizzle-orm';
import { tenantWhere } from '../db/data-scope';
import type { TDocType } from '../../shared/domain/enums';
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

export function formatInvoiceNo(prefix: string, year: number, sequence: number): string {
  return `${prefix}${year}${String(sequence).padStart(9, '0')}`;
}

/**
 * Gapless numbering inside ONE statement, as two CTEs for the statement that inserts the
 * documents (the counter row stays locked until that statement's transaction ends, so concurrent
 * issuers queue behind it, and a rollback or a crash before commit gives the whole block back —
 * no gap, no reuse):
 * - `number_series (id, prefix)`: the store's active series for the docType; with several, the
 *   prefix that sorts first, so the choice is stable and visible on the store's series screen;
 * - `number_block (last_value)`: the counter of that series and year after taking `count`
 *   numbers; no row when `count` is 0, the series is missing or the block would pass
 *   MAX_SEQUENCE (the counter is then left as it was).
 * `invoiceNo(n)` is the number of the n-th (from 1) document of the block, as formatInvoiceNo.
 */
export function numberBlock(
  req: TNumberRequest,
  count: SQL,
): { ctes: SQL; invoiceNo(n: SQL): SQL } {
  const ctes = sql`number_series as (
      select ${invoiceSeries.id} as id, ${invoiceSeries.prefix}::text as prefix
        from ${invoiceSeries}
       where ${tenantWhere(
         invoiceSeries,
         { tenantId: req.tenantId, storeId: req.storeId },
         eq(invoiceSeries.docType, req.docType),
         eq(invoiceSeries.isActive, true),
       )}
       order by ${invoiceSeries.prefix}, ${invoiceSeries.id}
       limit 1
    ), number_block as (
      insert into ${invoiceCounters} ("tenant_id", "series_id", "year", "last_value")
      select ${req.tenantId}::uuid, number_series.id, ${req.year}::int, ${count}
        from number_series
       where ${count} > 0
      on conflict ("tenant_id", "series_id", "year") do update
         set "last_value" = ${invoiceCounters.lastValue} + excluded.last_value, "updated_at" = now()
       -- The check constraint would also stop it; this turns it into a clear error instead.
       where ${invoiceCounters.lastValue} <= ${MAX_SEQUENCE} - excluded.last_value
      returning ${invoiceCounters.lastValue} as last_value
    )`;
  return {
    ctes,
    invoiceNo: (n) =>
      sql`(select number_series.prefix from number_series) || ${String(req.year)}::text || lpad(((select number_block.last_value from number_block) - ${count} + ${n})::text, 9, '0')`,
  };
}

/**
 * Why a block could not be taken: the store has no active series for the docType, or the series
 * is exhausted for the year.
 */
export function numberBlockError(
  req: TNumberRequest,
  series: { id: string; prefix: string } | null,
): AppError {
  if (!series) return new AppError('SERIES_NOT_FOUND', { docType: req.docType });
  return new AppError('SERIES_EXHAUSTED', {
    seriesId: series.id,
    prefix: series.prefix,
    year: req.year,
  });
}
