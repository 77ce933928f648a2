import { count, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { devices } from '../../db/schema/devices';
import { dayTurnoverRows, kindCountRows, rollUpWhenBehind } from '../invoice/invoice.public';
import type { TDashboardPeriod } from '../../../shared/dashboard/dashboard-period';
import { DocumentStatus, type TCurrency } from '../../../shared/domain/enums';

/** The period's sums of one (status, type, currency); amounts are numeric text with 2 decimals. */
export type TKindSums = {
  status: number;
  docType: number;
  currencyCode: TCurrency;
  documents: number;
  amount: string;
  items: number;
  /** The documents and amount of every status but cancelled. */
  turnoverDocuments: number;
  turnover: string;
};

/** One day's turnover in one currency (every status but cancelled). */
export type TDayTurnover = { day: string; currencyCode: TCurrency; turnover: string };

export type TDashboardSums = { kinds: TKindSums[]; days: TDayTurnover[] };

type TRow = {
  status: number | null;
  doc_type: number | null;
  day: string | null;
  currency_code: TCurrency;
  documents: number;
  amount: string | null;
  items: number | null;
  turnover_documents: number;
  turnover: string;
  pending: number;
};

/**
 * The dashboard's sums in one statement (one snapshot): per (status, type, currency) from the
 * month counts of the whole months in the period, the day counts of its other days and the
 * pending deltas; per (day, currency) from the day turnover and the pending deltas. A year reads
 * ~12 months and ~30 days of (status, type, currency) rows and one row per day and currency,
 * never the documents. Turnover leaves the cancelled documents out.
 */
export async function readDashboardSums(
  db: TDb,
  scope: TDataScope,
  period: TDashboardPeriod,
): Promise<TDashboardSums> {
  const sold = sql`c.status <> ${sql.raw(String(DocumentStatus.cancelled))}`;
  const result = await db.execute<TRow>(sql`
    select c.status, c.doc_type, null as day, c.currency_code,
           sum(c.documents)::int as documents, sum(c.amount)::numeric(20, 2)::text as amount,
           sum(c.items)::int as items,
           coalesce(sum(c.documents) filter (where ${sold}), 0)::int as turnover_documents,
           coalesce(sum(c.amount) filter (where ${sold}), 0)::numeric(20, 2)::text as turnover,
           sum(c.pending)::int as pending
      from ${kindCountRows(db, scope, period)} c
     group by c.status, c.doc_type, c.currency_code
    having sum(c.documents) <> 0
    union all
    select null, null, t.day::text, t.currency_code, null, null, null,
           sum(t.documents)::int, sum(t.amount)::numeric(20, 2)::text, 0
      from ${dayTurnoverRows(db, scope, period)} t
     group by t.day, t.currency_code
    having sum(t.documents) <> 0`);
  const kinds: TKindSums[] = [];
  const days: TDayTurnover[] = [];
  let pending = 0;
  for (const r of result.rows) {
    if (r.day !== null) {
      days.push({ day: r.day, currencyCode: r.currency_code, turnover: r.turnover });
      continue;
    }
    pending += r.pending;
    kinds.push({
      status: r.status ?? 0,
      docType: r.doc_type ?? 0,
      currencyCode: r.currency_code,
      documents: r.documents,
      amount: r.amount ?? '0.00',
      items: r.items ?? 0,
      turnoverDocuments: r.turnover_documents,
      turnover: r.turnover,
    });
  }
  // Every delta of the period is in exactly one (status, type) row.
  rollUpWhenBehind(db, pending);
  return { kinds, days };
}

/** Devices switched on (`is_active`) in the tenant, or in its store in store mode. */
export async function countActiveDevices(db: TDb, scope: TDataScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(tenantWhere(devices, scope, eq(devices.isActive, true)));
  return row?.n ?? 0;
}
