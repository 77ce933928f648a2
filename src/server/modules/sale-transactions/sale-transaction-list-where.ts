import { and, eq, gte, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { saleTransactions } from '../../db/schema/sales';
import { foldedContains } from '../../db/sql-text';
import {
  istanbulDay,
  istanbulDayEnd,
  istanbulDayStart,
  minusOneMonth,
} from '../../../shared/format/istanbul-time';
import type { TDateRange } from '../../../shared/invoice/document-list-query';
import type {
  TSaleTransactionFilter,
  TSaleTransactionListQuery,
} from '../../../shared/sale-transactions/sale-transaction-list-query';

const t = saleTransactions;

function filterWhere(filter: TSaleTransactionFilter): SQL | undefined {
  switch (filter.field) {
    case 'storeId':
      return eq(t.storeId, filter.value);
    case 'status':
      return eq(t.saleTransactionStatus, filter.value);
    case 'checkNo':
      return foldedContains(t.checkNo, filter.value);
    case 'totalPayAmount':
      return and(
        filter.value.min === null ? undefined : gte(t.totalPayAmount, filter.value.min),
        filter.value.max === null ? undefined : lte(t.totalPayAmount, filter.value.max),
      );
    case 'transactionTime':
      return undefined;
  }
}

/**
 * Like the document list (spec §2), a time range always applies: the last month of Istanbul days
 * when none is given (either end of a given range may be open).
 */
export function saleListDays(filters: TSaleTransactionFilter[], now: Date): TDateRange {
  const range = filters.find((f) => f.field === 'transactionTime')?.value;
  if (range) return range;
  const today = istanbulDay(now);
  return { from: minusOneMonth(today), to: today };
}

/** The days as instants for the timestamptz column. */
function timeWhere(days: TDateRange): SQL[] {
  const where: SQL[] = [];
  if (days.from) where.push(gte(t.transactionTime, istanbulDayStart(days.from)));
  if (days.to) where.push(lt(t.transactionTime, istanbulDayEnd(days.to)));
  return where;
}

/**
 * The transaction id (looked up in its own index) or a part of the check number. As `id in (…)`
 * the condition reads only columns the time index carries, so the range is walked index-only.
 */
function searchWhere(db: TDb, scope: TDataScope, text: string | undefined): SQL | undefined {
  if (!text || text.length < 2) return undefined;
  const byTransactionId = db
    .select({ id: t.id })
    .from(t)
    .where(tenantWhere(t, scope, eq(t.transactionId, text)));
  return or(inArray(t.id, byTransactionId), foldedContains(t.checkNo, text));
}

/** The sales a list query asks for inside the scope (store mode: the selected store only). */
export function saleListWhere(
  db: TDb,
  scope: TDataScope,
  query: TSaleTransactionListQuery,
  days: TDateRange,
): SQL {
  return tenantWhere(
    t,
    scope,
    query.storeId ? eq(t.storeId, query.storeId) : undefined,
    ...timeWhere(days),
    ...query.filters.map(filterWhere),
    searchWhere(db, scope, query.searchText),
  );
}
