import { gte, lte, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import {
  documentCountDeltas,
  documentDayCounts,
  documentTenantDayCounts,
} from '../../db/schema/document-counts';
import { ROLL_UP_AFTER, rollUpSoon } from './document-counts.repository';

/** Whole days, both ends inclusive, `yyyy-MM-dd`. */
export type TDayRange = { from: string; to: string };

/**
 * The day counts plus the deltas not yet rolled up over a range of days, as rows to add up in the
 * caller's own statement (one snapshot, as the list's total reads them): day, doc_type, status,
 * currency_code, documents, amount, items, and pending (1 for a delta row). The tenant-level rows
 * over all stores, the store rows when the scope has a store; what they cost follows the days ×
 * types × statuses × currencies in range, never the documents.
 */
export function dayCountRows(db: TDb, scope: TDataScope, days: TDayRange): SQL {
  // Narrowed by the session's scope only (its store in store mode), never by a list filter.
  const counts = scope.storeId ? documentDayCounts : documentTenantDayCounts;
  const rowsOf = (table: typeof counts | typeof documentCountDeltas, pending: 0 | 1) =>
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
      .where(tenantWhere(table, scope, gte(table.day, days.from), lte(table.day, days.to)));
  return sql`(${rowsOf(counts, 0)} union all ${rowsOf(documentCountDeltas, 1)})`;
}

/** A reader that added up this many pending deltas asks for a roll-up (it does not wait for it). */
export function rollUpWhenBehind(db: TDb, pendingDeltas: number): void {
  if (pendingDeltas > ROLL_UP_AFTER) rollUpSoon(db);
}
