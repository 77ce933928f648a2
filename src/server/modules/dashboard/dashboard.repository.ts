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

type TRow = Omit<TDashboardGroup, 'set' | 'currencyCode' | 'turnoverDocuments'> & {
  grouping: number;
  currency_code: TCurrency;
  turnover_documents: number;
  pending: number;
};

// grouping(status, doc_type, day): a bit set for each column a row was not grouped by.
const SETS: Record<number, TDashboardGroup['set']> = {
  0b011: 'status',
  0b101: 'docType',
  0b110: 'day',
  0b111: 'currency',
};

/**
 * The dashboard's sums in one statement over the day counts and pending deltas: per status, per
 * type, per day and per currency, each per currency (amounts never add across currencies).
 * Turnover leaves the cancelled documents out.
 */
export async function readDashboardGroups(
  db: TDb,
  scope: TDataScope,
  period: TDashboardPeriod,
): Promise<TDashboardGroup[]> {
  const sold = sql`c.status <> ${sql.raw(String(DocumentStatus.cancelled))}`;
  const result = await db.execute<TRow>(sql`
    select grouping(c.status, c.doc_type, c.day) as grouping,
           coalesce(c.status::text, c.doc_type::text, c.day::text) as key, c.currency_code,
           sum(c.documents)::int as documents, sum(c.amount)::numeric(20, 2)::text as amount,
           sum(c.items)::int as items,
           coalesce(sum(c.documents) filter (where ${sold}), 0)::int as turnover_documents,
           coalesce(sum(c.amount) filter (where ${sold}), 0)::numeric(20, 2)::text as turnover,
           sum(c.pending)::int as pending
      from ${dayCountRows(db, scope, period)} c
     group by grouping sets ((c.status, c.currency_code), (c.doc_type, c.currency_code),
                             (c.day, c.currency_code), (c.currency_code))
    having sum(c.documents) <> 0
     order by 1, 2, 3`);
  const rows = result.rows.map((row) => ({ ...row, set: SETS[row.grouping] }));
  // Every delta row is in exactly one per-currency group.
  const pending = rows.filter((r) => r.set === 'currency').reduce((n, r) => n + r.pending, 0);
  rollUpWhenBehind(db, pending);
  return rows.flatMap((row) =>
    row.set
      ? [
          {
            set: row.set,
            key: row.key,
            currencyCode: row.currency_code,
            documents: row.documents,
            amount: row.amount,
            items: row.items,
            turnoverDocuments: row.turnover_documents,
            turnover: row.turnover,
          },
        ]
      : [],
  );
}

/** Devices switched on (`is_active`) in the tenant, or in its store in store mode. */
export async function countActiveDevices(db: TDb, scope: TDataScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(tenantWhere(devices, scope, eq(devices.isActive, true)));
  return row?.n ?? 0;
}
