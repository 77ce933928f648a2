import { count, eq, gte, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import {
  documentCountDeltas,
  documentDayCounts,
  documentTenantDayCounts,
} from '../../db/schema/document-counts';
import { documents } from '../../db/schema/documents';
import type { TDocumentListQuery } from '../../../shared/invoice/document-list-query';
import { cappedTotal, LIST_COUNT_CAP } from '../../../shared/list/list-limits';
import {
  listShapeOf,
  listValues,
  type TDateBounds,
  type TFilterShape,
  type TListShape,
} from './document-list-shape';
import { boundScope, documentListWhere, inIds, param } from './document-list-where';

/** The list's total: exact, or at least `rowCount` when counting was stopped at the cap. */
export type TListCount = { rowCount: number; capped: boolean };

/** Pending deltas a read may see before it asks for a roll-up (the timer usually comes first). */
export const ROLL_UP_AFTER = 2_000;

type TStoreCountTable = typeof documentDayCounts | typeof documentCountDeltas;
type TCountTable = TStoreCountTable | typeof documentTenantDayCounts;

const COUNTED_FIELDS: ReadonlySet<TFilterShape['field']> = new Set([
  'invoiceDate',
  'docType',
  'status',
  'storeId',
  'storeIds',
]);

/** True when the day counts hold the exact total: only date, store, type and status filters. */
export function isCountedShape(shape: TListShape): boolean {
  return shape.filters.every((f) => COUNTED_FIELDS.has(f.field));
}

/** True when the total depends on the store: a store session, a store picked or filtered. */
function narrowsToStores(shape: TListShape): boolean {
  if (shape.storeScope || shape.pickedStore) return true;
  return shape.filters.some((f) => f.field === 'storeId' || f.field === 'storeIds');
}

/** The shape's store narrowing (a store picked, one or several filtered) on a table with stores. */
export function storeConditions(table: { storeId: AnyColumn }, shape: TListShape): SQL[] {
  const conditions: SQL[] = [];
  if (shape.pickedStore) conditions.push(eq(table.storeId, param('pickedStoreId')));
  shape.filters.forEach((f, i) => {
    if (f.field === 'storeId') conditions.push(eq(table.storeId, param(`f${i}`)));
    if (f.field === 'storeIds') conditions.push(inIds(table.storeId, `f${i}`));
  });
  return conditions;
}

/** The shape's date range on a table of days. */
export function dayConditions(day: AnyColumn, shape: TListShape): (SQL | undefined)[] {
  return [
    shape.from ? gte(day, param('from')) : undefined,
    shape.to ? lte(day, param('to')) : undefined,
  ];
}

function countWhere(table: TCountTable, shape: TListShape): SQL {
  const conditions = shape.filters.map((f, i): SQL | undefined => {
    if (f.field === 'docType') return eq(table.docType, param(`f${i}`));
    if (f.field === 'status') return eq(table.status, param(`f${i}`));
    return undefined;
  });
  return tenantWhere(
    table,
    boundScope(shape),
    ...('storeId' in table ? storeConditions(table, shape) : []),
    ...dayConditions(table.day, shape),
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
function dayCountSql(db: TDb, shape: TListShape): TCountSql {
  const pendingWhere = countWhere(documentCountDeltas, shape);
  const pending = db
    .select({ n: sql`coalesce(sum(${documentCountDeltas.documents}), 0)` })
    .from(documentCountDeltas)
    .where(pendingWhere);
  const pendingRows = db.select({ n: count() }).from(documentCountDeltas).where(pendingWhere);
  // Over all stores the tenant-level rows hold the same sums in a sixteenth of the rows.
  const counts = narrowsToStores(shape) ? documentDayCounts : documentTenantDayCounts;
  const counted = db
    .select({ n: sql`coalesce(sum(${counts.documents}), 0)` })
    .from(counts)
    .where(countWhere(counts, shape));
  return {
    n: sql<number>`((${counted}) + (${pending}))::bigint`,
    pendingRows: sql<number>`(${pendingRows})::bigint`,
    upToCap: false,
  };
}

/**
 * The shape's documents per day (the day counts plus the deltas not yet rolled up, one snapshot),
 * for the days that hold any, in the list's date order: where a deep page of it starts. Only for shapes
 * the day counts cover (isCountedShape).
 */
export function dayTotalsStatement(db: TDb, shape: TListShape, newestFirst: boolean) {
  const counts = narrowsToStores(shape) ? documentDayCounts : documentTenantDayCounts;
  const deltas = documentCountDeltas;
  const days = sql`(select ${counts.day} as day, ${counts.documents} as n from ${counts}
      where ${countWhere(counts, shape)}
    union all
    select ${deltas.day}, ${deltas.documents} from ${deltas}
      where ${countWhere(deltas, shape)}) as days`;
  return db
    .select({ day: sql<string>`day::text`, n: sql<number>`sum(n)::bigint`.mapWith(Number) })
    .from(days)
    .groupBy(sql`day`)
    .having(sql`sum(n) <> 0`)
    .orderBy(newestFirst ? sql`day desc` : sql`day`)
    .prepare('');
}

/** Matching documents counted up to one past the cap (see `listCountOf`). */
function cappedCountSql(db: TDb, shape: TListShape): TCountSql {
  const matches = db
    .select({ one: sql`1` })
    .from(documents)
    .where(documentListWhere(shape))
    .limit(LIST_COUNT_CAP + 1)
    .as('matches');
  const n = sql<number>`(${db.select({ n: count() }).from(matches)})::bigint`;
  return { n, pendingRows: null, upToCap: true };
}

/**
 * The list's total without counting the documents: the day counts when the filters are ones they
 * hold, else a count stopped at the cap (text searches; the screen then says "N+").
 */
export function listCountSql(db: TDb, shape: TListShape): TCountSql {
  return isCountedShape(shape) ? dayCountSql(db, shape) : cappedCountSql(db, shape);
}

/** The total a count statement read: exact, or "at least the cap" where counting stopped. */
export function listCountOf(
  db: TDb,
  total: TCountSql,
  read: { n: number; pendingRows: number | null },
): TListCount {
  if ((read.pendingRows ?? 0) > ROLL_UP_AFTER) rollUpSoon(db);
  return total.upToCap ? cappedTotal(read.n) : { rowCount: read.n, capped: false };
}

/** A count on its own (a page without rows carries none), run with the request's values. */
export async function readCount(
  db: TDb,
  total: TCountSql,
  values: Record<string, unknown>,
): Promise<TListCount> {
  const [row] = await db
    .select({ n: total.n, pendingRows: total.pendingRows ?? sql<null>`null` })
    .from(sql`(select 1) as one`)
    .prepare('')
    .execute(values);
  return listCountOf(db, total, { n: Number(row?.n ?? 0), pendingRows: row?.pendingRows ?? null });
}

/** Exact total from the day counts plus pending deltas (tests and callers without a page). */
export async function countFromDayCounts(
  db: TDb,
  scope: TDataScope,
  query: TDocumentListQuery,
  dates: TDateBounds,
): Promise<number> {
  const shape = listShapeOf(scope, query, dates);
  const values = listValues(scope, query, dates);
  return (await readCount(db, dayCountSql(db, shape), values)).rowCount;
}

/** Folds up to `batch` pending deltas into the day counts; returns how many it folded. */
export async function rollUpDocumentCounts(db: TDb, batch = 100_000): Promise<number> {
  const result = await db.execute<{ moved: number }>(
    sql`select document_counts_roll_up(${batch}::int) as moved`,
  );
  return Number(result.rows[0]?.moved ?? 0);
}

export function rollUpSoon(db: TDb): void {
  // The answer does not wait for it, and a failure only leaves the deltas for the next roll-up.
  rollUpDocumentCounts(db).catch(() => undefined);
}
