import { count, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { devices } from '../../db/schema/devices';
import { dayTurnoverRows, kindCountRows, rollUpWhenBehind } from '../invoice/invoice.public';
import { periodDays, type TDashboardPeriod } from '../../../shared/dashboard/dashboard-period';
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

/** Per currency, its turnover on each day of the period in order (every status but cancelled). */
export type TDailyTurnover = Map<TCurrency, string[]>;

export type TDashboardSums = { kinds: TKindSums[]; daily: TDailyTurnover };

type TRow = TKindSums & {
  pending: number;
  /** A currency's days with turnover, "day index:amount,…", on the one row per currency. */
  days: string | null;
};

/** The turnover of each of the period's days from "index:amount" pairs, '0.00' where none. */
function seriesOf(days: string, length: number): string[] {
  const series = new Array<string>(length).fill('0.00');
  for (const pair of days.split(',')) {
    const colon = pair.indexOf(':');
    series[Number(pair.slice(0, colon))] = pair.slice(colon + 1);
  }
  return series;
}

/**
 * The dashboard's sums in one statement (one snapshot): per (status, type, currency) from the
 * month counts of the whole months in the period, the day counts of its other days and the
 * pending deltas; per currency, its turnover on each day of the period that has any, as one
 * text of "day index:amount" pairs, from the day turnover and the pending deltas. A year reads ~12 months and ~30 days of (status, type,
 * currency) rows and one row per day and currency, never the documents, and returns ~30 rows
 * and one per currency. Turnover leaves the cancelled documents out.
 */
export async function readDashboardSums(
  db: TDb,
  scope: TDataScope,
  period: TDashboardPeriod,
): Promise<TDashboardSums> {
  const sold = sql`c.status <> ${sql.raw(String(DocumentStatus.cancelled))}`;
  const result = await db.execute<TRow>(sql`
    select c.status, c.doc_type as "docType", c.currency_code as "currencyCode",
           sum(c.documents)::int as documents, sum(c.amount)::numeric(20, 2)::text as amount,
           sum(c.items)::int as items,
           coalesce(sum(c.documents) filter (where ${sold}), 0)::int as "turnoverDocuments",
           coalesce(sum(c.amount) filter (where ${sold}), 0)::numeric(20, 2)::text as turnover,
           sum(c.pending)::int as pending, null as days
      from ${kindCountRows(db, scope, period)} c
     group by c.status, c.doc_type, c.currency_code
    having sum(c.documents) <> 0
    union all
    select null, null, t.currency_code, null, null, null, null, null, 0,
           string_agg((t.day - ${period.from}::date) || ':' || t.amount::numeric(20, 2), ',')
      from (select t.day, t.currency_code, sum(t.amount) as amount
              from ${dayTurnoverRows(db, scope, period)} t
             group by t.day, t.currency_code
            having sum(t.documents) <> 0) t
     group by t.currency_code`);
  const kinds: TKindSums[] = [];
  const daily: TDailyTurnover = new Map();
  let pending = 0;
  for (const { days, pending: deltas, ...kind } of result.rows) {
    if (days !== null) daily.set(kind.currencyCode, seriesOf(days, periodDays(period)));
    else kinds.push(kind);
    pending += deltas;
  }
  // Every delta of the period is in exactly one (status, type) row.
  rollUpWhenBehind(db, pending);
  return { kinds, daily };
}

/** Devices switched on (`is_active`) in the tenant, or in its store in store mode. */
export async function countActiveDevices(db: TDb, scope: TDataScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(tenantWhere(devices, scope, eq(devices.isActive, true)));
  return row?.n ?? 0;
}
