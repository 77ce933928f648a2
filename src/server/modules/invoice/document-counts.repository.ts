import { count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
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

function storeConditions(table: TStoreCountTable, query: TDocumentListQuery): (SQL | undefined)[] {
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

/**
 * Exact total from the day counts plus the deltas not yet rolled up, in one statement (one
 * snapshot: a roll-up committing meanwhile is seen entirely or not at all). Cost follows the
 * days × stores × types in range, never the number of documents.
 */
export async function countFromDayCounts(
  db: TDb,
  scope: TDataScope,
  query: TDocumentListQuery,
  dates: TDateBounds,
): Promise<number> {
  const pendingWhere = countWhere(documentCountDeltas, scope, query, dates);
  const pending = db
    .select({ n: sql`coalesce(sum(${documentCountDeltas.documents}), 0)` })
    .from(documentCountDeltas)
    .where(pendingWhere);
  const pendingRows = db.select({ n: count() }).from(documentCountDeltas).where(pendingWhere);
  // Over all stores the tenant-level rows hold the same sums in a sixteenth of the rows.
  const counts = narrowsToStores(scope, query) ? documentDayCounts : documentTenantDayCounts;
  const [row] = await db
    .select({
      n: sql<number>`(coalesce(sum(${counts.documents}), 0) + (${pending}))::bigint`,
      pendingRows: sql<number>`(${pendingRows})::bigint`,
    })
    .from(counts)
    .where(countWhere(counts, scope, query, dates));
  if ((row?.pendingRows ?? 0) > ROLL_UP_AFTER) rollUpSoon(db);
  return row?.n ?? 0;
}

/** Counts matching documents up to the cap: exact below it, "at least the cap" at it. */
export async function countUpToCap(db: TDb, where: SQL): Promise<TListCount> {
  const matches = db
    .select({ one: sql`1` })
    .from(documents)
    .where(where)
    .limit(LIST_COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return n > LIST_COUNT_CAP
    ? { rowCount: LIST_COUNT_CAP, capped: true }
    : { rowCount: n, capped: false };
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
