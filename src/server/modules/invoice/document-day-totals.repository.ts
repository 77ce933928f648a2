import { and, gte, lte, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import {
  documentCountDeltas,
  documentDayCounts,
  documentTenantDayCounts,
} from '../../db/schema/document-counts';
import {
  documentDayTurnover,
  documentMonthCounts,
  documentTenantDayTurnover,
  documentTenantMonthCounts,
} from '../../db/schema/document-period-counts';
import { DocumentStatus } from '../../../shared/domain/enums';
import { ROLL_UP_AFTER, rollUpSoon } from './document-counts.repository';
import { periodMonths } from './period-months';

/** Whole days, both ends inclusive, `yyyy-MM-dd`. */
export type TDayRange = { from: string; to: string };

const inRanges = (column: AnyColumn, ranges: TDayRange[]): SQL | undefined =>
  or(...ranges.map((r) => and(gte(column, r.from), lte(column, r.to))));

const pendingOf = (pending: 0 | 1) => sql<number>`${sql.raw(String(pending))}`.as('pending');

/**
 * The counts of a period per (type, status, currency) as rows to add up in the caller's own
 * statement (one snapshot): doc_type, status, currency_code, documents, amount, items, and pending
 * (1 for a delta row). Month rows for the whole calendar months inside the period, day rows for
 * the days outside them, and every pending delta of the period; the tenant-level rows over all
 * stores, the store's when the scope has one. A year adds ~12 months and ~30 days of rows.
 */
export function kindCountRows(db: TDb, scope: TDataScope, period: TDayRange): SQL {
  const { months, days } = periodMonths(period);
  const store = scope.storeId !== null;
  const monthly = store ? documentMonthCounts : documentTenantMonthCounts;
  const daily = store ? documentDayCounts : documentTenantDayCounts;
  const fields = (
    t: typeof monthly | typeof daily | typeof documentCountDeltas,
    pending: 0 | 1,
  ) => ({
    docType: t.docType,
    status: t.status,
    currencyCode: t.currencyCode,
    documents: t.documents,
    amount: t.amount,
    items: t.items,
    pending: pendingOf(pending),
  });
  const parts: SQL[] = [
    db
      .select(fields(documentCountDeltas, 1))
      .from(documentCountDeltas)
      .where(tenantWhere(documentCountDeltas, scope, inRanges(documentCountDeltas.day, [period])))
      .getSQL(),
  ];
  if (months) {
    const inMonths = [gte(monthly.month, months.from), lte(monthly.month, months.to)];
    parts.push(
      db
        .select(fields(monthly, 0))
        .from(monthly)
        .where(tenantWhere(monthly, scope, ...inMonths))
        .getSQL(),
    );
  }
  if (days.length > 0) {
    parts.push(
      db
        .select(fields(daily, 0))
        .from(daily)
        .where(tenantWhere(daily, scope, inRanges(daily.day, days)))
        .getSQL(),
    );
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/**
 * The turnover of a period per (day, currency), every status but cancelled, as rows to add up:
 * day, currency_code, documents, amount; the day turnover plus the pending deltas of the period.
 */
export function dayTurnoverRows(db: TDb, scope: TDataScope, period: TDayRange): SQL {
  const turnover = scope.storeId !== null ? documentDayTurnover : documentTenantDayTurnover;
  const fields = (t: typeof turnover | typeof documentCountDeltas) => ({
    day: t.day,
    currencyCode: t.currencyCode,
    documents: t.documents,
    amount: t.amount,
  });
  const sold = ne(documentCountDeltas.status, DocumentStatus.cancelled);
  const counted = db
    .select(fields(turnover))
    .from(turnover)
    .where(tenantWhere(turnover, scope, inRanges(turnover.day, [period])));
  const pending = db
    .select(fields(documentCountDeltas))
    .from(documentCountDeltas)
    .where(
      tenantWhere(documentCountDeltas, scope, inRanges(documentCountDeltas.day, [period]), sold),
    );
  return sql`(${counted} union all ${pending})`;
}

/** A reader that added up this many pending deltas asks for a roll-up (it does not wait for it). */
export function rollUpWhenBehind(db: TDb, pendingDeltas: number): void {
  if (pendingDeltas > ROLL_UP_AFTER) rollUpSoon(db);
}
