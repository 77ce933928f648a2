import { count, eq, gte, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import {
  documentCountDeltas,
  documentDayCounts,
  documentTenantDayCounts,
} from '../../db/schema/document-counts';
import { documents } from '../../db/schema/documents';
import type {
  TDocumentFilter,
  TDocumentListQuery,
} from '../../../shared/invoice/document-list-query';
import { LIST_COUNT_CAP } from '../../../shared/invoice/document-list';
import type { TDateBounds } from './invoice-list.repository';

/** The list's total: exact, or at least `rowCount` when counting was stopped at the cap. */
export type TListCount = { rowCount: number; capped: boolean };

/** Pending deltas a read may see before it asks for a roll-up (the timer usually comes first). */
const ROLL_UP_AFTER = 2_000;

type TStoreCountTable = typeof documentDayCounts | typeof documentCountDeltas;
type TCountTable = TStoreCountTable | typeof documentTenantDayCounts;

const COUNTED_FIELDS: ReadonlySet<TDocumentFilter['field']> = new Set([
  'invoiceDate',
  'docType',
  'status',
  'storeId',
  'storeIds',
]);

/** True when the day counts hold the exact total: only date, store, type and status filters. */
export function isCountedQuery(query: TDocumentListQuery): boolean {
  return query.filters.every((f) => COUNTED_FIELDS.has(f.field));
}

/** True when the total depends on the store: a store session, a store picked or filtered. */
function narrowsToStores(scope: TDataScope, query: TDocumentListQuery): boolean {
  if (scope.storeId || query.storeId) return true;
  return query.filters.some((f) => f.field === 'storeId' || f.field === 'storeIds');
}

/** The query's store narrowing (a store picked, one or several filtered) on a table with stores. */
export function storeConditions(
  table: { storeId: AnyColumn },
  query: TDocumentListQuery,
): (SQL | undefined)[] {
  return [
    query.storeId ? eq(table.storeId, query.storeId) : undefined,
    ...query.filters.map((f) => {
      if (f.field === 'storeId') return eq(table.storeId, f.value);
      if (f.field === 'storeIds') return inArray(table.storeId, f.value);
      return undefined;
    }),
  ];
}

function countWhere(
  table: TCountTable,
  scope: TDataScope,
  query: TDocumentListQuery,
  dates: TDateBounds,
): SQL {
  const conditions = query.filters.map((f): SQL | undefined => {
    if (f.field === 'docType') return eq(table.docType, f.value);
    if (f.field === 'status') return eq(table.status, f.value);
    return undefined;
  });
  return tenantWhere(
    table,
    scope,
    ...('storeId' in table ? storeConditions(table, query) : []),
    dates.from ? gte(table.day, dates.from) : undefined,
    dates.to ? lte(table.day, dates.to) : undefined,
    ...conditions,
  );
}

/** A list total as SQL the page query carries (one statement, one round trip). */
export type TCountSql = { n: SQL<number>; pendingRows: SQL<number> | null; upToCap: boolean };

/**
 * Exact total from the day counts plus the deltas not yet rolled up, as scalar sub-selects of
 * one statement (one snapshot: a roll-up committing meanwhile is seen entirely or not at all).
 * Cost follows the days × types (× stores when narrowed) in range, never the documents.
 */
export function dayCountSql(
  db: TDb,
  scope: TDataScope,
  query: TDocumentListQuery,
  dates: TDateBounds,
): TCountSql {
  const pendingWhere = countWhere(documentCountDeltas, scope, query, dates);
  const pending = db
    .select({ n: sql`coalesce(sum(${documentCountDeltas.documents}), 0)` })
    .from(documentCountDeltas)
    .where(pendingWhere);
  const pendingRows = db.select({ n: count() }).from(documentCountDeltas).where(pendingWhere);
  // Over all stores the tenant-level rows hold the same sums in a sixteenth of the rows.
  const counts = narrowsToStores(scope, query) ? documentDayCounts : documentTenantDayCounts;
  const counted = db
    .select({ n: sql`coalesce(sum(${counts.documents}), 0)` })
    .from(counts)
    .where(countWhere(counts, scope, query, dates));
  return {
    n: sql<number>`((${counted}) + (${pending}))::bigint`,
    pendingRows: sql<number>`(${pendingRows})::bigint`,
    upToCap: false,
  };
}

/** Matching documents counted up to one past the cap (see `listCountOf`). */
export function cappedCountSql(db: TDb, where: SQL): TCountSql {
  const matches = db
    .select({ one: sql`1` })
    .from(documents)
    .where(where)
    .limit(LIST_COUNT_CAP + 1)
    .as('matches');
  const n = sql<number>`(${db.select({ n: count() }).from(matches)})::bigint`;
  return { n, pendingRows: null, upToCap: true };
}

/** The total a count statement read: exact, or "at least the cap" where counting stopped. */
export function listCountOf(
  db: TDb,
  total: TCountSql,
  read: { n: number; pendingRows: number | null },
): TListCount {
  if ((read.pendingRows ?? 0) > ROLL_UP_AFTER) rollUpSoon(db);
  return total.upToCap && read.n > LIST_COUNT_CAP
    ? { rowCount: LIST_COUNT_CAP, capped: true }
    : { rowCount: read.n, capped: false };
}

/** A count on its own (a page without rows carries none). */
export async function readCount(db: TDb, total: TCountSql): Promise<TListCount> {
  const result = await db.execute<{ n: number; pending_rows: number | null }>(
    sql`select ${total.n} as n, ${total.pendingRows ?? sql`null`}::bigint as pending_rows`,
  );
  const row = result.rows[0];
  return listCountOf(db, total, { n: Number(row?.n ?? 0), pendingRows: row?.pending_rows ?? null });
}

/** Exact total from the day counts plus pending deltas (tests and callers without a page). */
export async function countFromDayCounts(
  db: TDb,
  scope: TDataScope,
  query: TDocumentListQuery,
  dates: TDateBounds,
): Promise<number> {
  return (await readCount(db, dayCountSql(db, scope, query, dates))).rowCount;
}

/** Folds up to `batch` pending deltas into the day counts; returns how many it folded. */
export async function rollUpDocumentCounts(db: TDb, batch = 100_000): Promise<number> {
  const result = await db.execute<{ moved: number }>(
    sql`select document_counts_roll_up(${batch}::int) as moved`,
  );
  return Number(result.rows[0]?.moved ?? 0);
}

function rollUpSoon(db: TDb): void {
  // The answer does not wait for it, and a failure only leaves the deltas for the next roll-up.
  rollUpDocumentCounts(db).catch(() => undefined);
}
