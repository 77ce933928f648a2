import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import {
  documentCountDeltas,
  documentDayCounts,
  documentTenantDayCounts,
} from '../../db/schema/document-counts';
import {
  countWhere,
  narrowsToStores,
  ROLL_UP_AFTER,
  rollUpSoon,
  type TCountedQuery,
} from './document-counts.repository';

/** One (day, type, status, currency) group: exact sums, the amount as numeric text. */
export type TDayTotal = {
  day: string;
  docType: number;
  status: number;
  currencyCode: string;
  documents: number;
  amount: string;
  items: number;
};

/** Whole days, both ends inclusive, `yyyy-MM-dd`. */
export type TDayRange = { from: string; to: string };

// The dashboard narrows by the session's scope only (its store in store mode), never by a filter.
const SCOPE_ONLY: TCountedQuery = { filters: [], storeId: undefined };

type TRow = Omit<TDayTotal, 'docType' | 'currencyCode'> & {
  doc_type: number;
  currency_code: string;
  pending: number;
};

/**
 * The day counts plus the deltas not yet rolled up, per day, type, status and currency over a
 * range of days, as the list's total reads them: one statement (one snapshot), the tenant-level
 * rows over all stores, the store rows when the scope has a store. Its cost follows the days ×
 * types × statuses × currencies in range, never the documents.
 */
export async function readDayTotals(
  db: TDb,
  scope: TDataScope,
  days: TDayRange,
): Promise<TDayTotal[]> {
  const counts = narrowsToStores(scope, SCOPE_ONLY) ? documentDayCounts : documentTenantDayCounts;
  const groupOf = (table: typeof counts | typeof documentCountDeltas, pending: 0 | 1) =>
    db
      .select({
        day: table.day,
        docType: table.docType,
        status: table.status,
        currencyCode: table.currencyCode,
        documents: table.documents,
        amount: table.amount,
        items: table.items,
        pending: sql<number>`${sql.raw(String(pending))}`.as('pending'),
      })
      .from(table)
      .where(countWhere(table, scope, SCOPE_ONLY, days));
  const result = await db.execute<TRow>(sql`
    select c.day::text as day, c.doc_type, c.status, c.currency_code,
           sum(c.documents)::int as documents, sum(c.amount)::text as amount,
           sum(c.items)::int as items, sum(c.pending)::int as pending
      from (${groupOf(counts, 0)} union all ${groupOf(documentCountDeltas, 1)}) c
     group by 1, 2, 3, 4
    having sum(c.documents) <> 0
     order by 1, 2, 3, 4`);
  const pending = result.rows.reduce((n, row) => n + row.pending, 0);
  if (pending > ROLL_UP_AFTER) rollUpSoon(db);
  return result.rows.map((row) => ({
    day: row.day,
    docType: row.doc_type,
    status: row.status,
    currencyCode: row.currency_code,
    documents: row.documents,
    amount: row.amount,
    items: row.items,
  }));
}
