import Decimal from 'decimal.js';
import { count, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { devices } from '../../db/schema/devices';
import { dayCountRows, rollUpWhenBehind } from '../invoice/invoice.public';
import type { TDashboardPeriod } from '../../../shared/dashboard/dashboard-period';
import { DocumentStatus, type TCurrency } from '../../../shared/domain/enums';

/** One group of the period's summary rows; amounts are numeric text with 2 decimals. */
export type TDashboardGroup = {
  set: 'status' | 'docType' | 'day' | 'currency';
  key: string | null;
  currencyCode: TCurrency;
  documents: number;
  amount: string;
  items: number;
  /** The documents and amount of every status but cancelled. */
  turnoverDocuments: number;
  turnover: string;
};

type TRow = {
  by_day: number;
  status: number | null;
  doc_type: number | null;
  day: string | null;
  currency_code: TCurrency;
  documents: number;
  amount: string;
  items: number;
  turnover_documents: number;
  turnover: string;
  pending: number;
};

const groupOf = (set: TDashboardGroup['set'], key: string | null, row: TRow): TDashboardGroup => ({
  set,
  key,
  currencyCode: row.currency_code,
  documents: row.documents,
  amount: row.amount,
  items: row.items,
  turnoverDocuments: row.turnover_documents,
  turnover: row.turnover,
});

/** The per-status, per-type and per-currency groups, added up from the (status, type) rows. */
function rolledUp(rows: TRow[]): TDashboardGroup[] {
  const sums = new Map<string, TDashboardGroup>();
  const add = (set: TDashboardGroup['set'], key: string | null, row: TRow) => {
    const id = `${set}|${key ?? ''}|${row.currency_code}`;
    const sum = sums.get(id);
    if (!sum) return void sums.set(id, groupOf(set, key, row));
    sum.documents += row.documents;
    sum.items += row.items;
    sum.turnoverDocuments += row.turnover_documents;
    sum.amount = new Decimal(sum.amount).plus(row.amount).toFixed(2);
    sum.turnover = new Decimal(sum.turnover).plus(row.turnover).toFixed(2);
  };
  for (const row of rows) {
    add('status', String(row.status), row);
    add('docType', String(row.doc_type), row);
    add('currency', null, row);
  }
  return [...sums.values()];
}

/**
 * The dashboard's sums in one statement over the day counts and pending deltas: per (status,
 * type) and per day, each per currency (amounts never add across currencies); the per-status,
 * per-type and per-currency groups are added up from the few (status, type) rows here, which
 * costs PostgreSQL a third less than grouping them there (a year: 11.2 → 7.3 ms, EXPLAIN ANALYZE
 * at 10M documents). Turnover leaves the cancelled documents out.
 */
export async function readDashboardGroups(
  db: TDb,
  scope: TDataScope,
  period: TDashboardPeriod,
): Promise<TDashboardGroup[]> {
  const sold = sql`c.status <> ${sql.raw(String(DocumentStatus.cancelled))}`;
  const result = await db.execute<TRow>(sql`
    select grouping(c.day) as by_day, c.status, c.doc_type, c.day::text as day, c.currency_code,
           sum(c.documents)::int as documents, sum(c.amount)::numeric(20, 2)::text as amount,
           sum(c.items)::int as items,
           coalesce(sum(c.documents) filter (where ${sold}), 0)::int as turnover_documents,
           coalesce(sum(c.amount) filter (where ${sold}), 0)::numeric(20, 2)::text as turnover,
           sum(c.pending)::int as pending
      from ${dayCountRows(db, scope, period)} c
     group by grouping sets ((c.status, c.doc_type, c.currency_code), (c.day, c.currency_code))
    having sum(c.documents) <> 0`);
  // grouping(day) is 1 on the (status, type) rows, which were not grouped by day.
  const byKind = result.rows.filter((r) => r.by_day === 1);
  // Every delta row is in exactly one (status, type) row.
  rollUpWhenBehind(
    db,
    byKind.reduce((n, r) => n + r.pending, 0),
  );
  const days = result.rows.filter((r) => r.by_day === 0).map((r) => groupOf('day', r.day, r));
  return [...rolledUp(byKind), ...days];
}

/** Devices switched on (`is_active`) in the tenant, or in its store in store mode. */
export async function countActiveDevices(db: TDb, scope: TDataScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(tenantWhere(devices, scope, eq(devices.isActive, true)));
  return row?.n ?? 0;
}
