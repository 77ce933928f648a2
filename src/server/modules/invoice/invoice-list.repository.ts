import { count, eq, gte } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { keptSelect } from '../../db/kept-select';
import { ttlCachePer } from '../../lib/ttl-cache';
import { DocumentStatus } from '../../../shared/domain/enums';
import { FAILED_COUNT_WINDOW_DAYS, type TDocumentRow } from '../../../shared/invoice/document-list';
import type { TDocumentListQuery } from '../../../shared/invoice/document-list-query';
import { istanbulDay, minusDays } from '../../../shared/format/istanbul-time';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { toDocumentRow } from './document-row';
import {
  dayTotalsStatement,
  listCountOf,
  readCount,
  type TCountSql,
  type TListCount,
} from './document-counts.repository';
import {
  dateBounds,
  listShapeOf,
  listValues,
  rangeValues,
  type TListShape,
} from './document-list-shape';
import {
  dayOfOffset,
  DEEP_PAGE_FROM_OFFSET,
  fromTheEnd,
  inDateOrder,
  pageSourceOf,
  pageStatement,
  type TPageSource,
} from './document-list-page.repository';
import {
  countNumberMatches,
  numberPartOf,
  numberSpansStatement,
  rangeSearchOf,
  type TRangeSearch,
} from './invoice-number-search.repository';

/**
 * The list's statements are built once per shape (their values as placeholders) and kept per
 * database: building one cost more CPU than running it. Bounded: a new shape past the limit
 * pushes out the oldest, and a kept one is built again after an hour.
 */
const STATEMENTS_KEPT = 256;
const KEPT_FOR_MS = 3_600_000;
const statementsOf = ttlCachePer<TDb, unknown>(KEPT_FOR_MS, STATEMENTS_KEPT);

function kept<T>(db: TDb, key: string, build: () => T): T {
  const cache = statementsOf(db);
  const found = cache.get(key) as T | undefined;
  if (found) return found;
  const built = build();
  cache.set(key, built);
  return built;
}

function pagePrepared(db: TDb, shape: TListShape, source: ReturnType<typeof pageSourceOf>) {
  const statement = pageStatement(db, shape, source);
  return { ...statement, prepared: keptSelect(db, statement.rows, statement.columns) };
}

/** A number-part search as ranges of candidate numbers (null: none can match; undefined: walk). */
async function rangeSearch(
  db: TDb,
  query: TDocumentListQuery,
  shape: { of: TListShape; key: string },
  values: Record<string, unknown>,
): Promise<TRangeSearch | null | undefined> {
  const part = numberPartOf(query);
  if (part === undefined) return undefined;
  const spans = kept(db, `spans ${shape.key}`, () => numberSpansStatement(db, shape.of));
  const rows = await spans.run(values);
  const found = rows.map((r) => ({ head: r.head, first: r.first ?? 0, last: r.last ?? 0 }));
  return rangeSearchOf(part, found, shape.of);
}

type TDeepStart =
  | { empty: TListCount }
  | { from?: { source: TPageSource; values: Record<string, string | number> } };

/**
 * Where a deep page (from DEEP_PAGE_FROM_OFFSET on) of a list the day counts cover is read
 * from, so it does not skip every row before it: in date order from the day it starts on (the
 * documents per day say which), in another order from the end when it lies nearer that; a page
 * past the end has no rows to read.
 */
async function deepStart(
  db: TDb,
  shape: { of: TListShape; key: string },
  values: Record<string, unknown>,
  total: TCountSql,
): Promise<TDeepStart> {
  const page = { offset: Number(values.offset), limit: Number(values.limit) };
  if (page.offset < DEEP_PAGE_FROM_OFFSET) return {};
  if (inDateOrder(shape.of)) {
    const newestFirst = shape.of.sort?.direction !== 'asc';
    const statement = kept(db, `days ${shape.key}`, () =>
      dayTotalsStatement(db, shape.of, newestFirst),
    );
    const days = await statement.execute(values);
    const start = dayOfOffset(days, page.offset);
    if (!start) {
      const rowCount = days.reduce((sum, d) => sum + d.n, 0);
      return { empty: { rowCount, capped: false } };
    }
    return { from: { source: 'idsFromDay', values: start } };
  }
  const count = await readCount(db, total, values);
  if (page.offset >= count.rowCount) return { empty: count };
  const fromEnd = fromTheEnd(page, count.rowCount);
  return fromEnd ? { from: { source: 'idsFromTheEnd', values: fromEnd } } : {};
}

export async function listDocuments(
  db: TDb,
  scope: TDataScope,
  query: TDocumentListQuery,
  now: Date = new Date(),
): Promise<{ list: TDocumentRow[] } & TListCount> {
  const dates = dateBounds(query.filters, now);
  const shape = listShapeOf(scope, query, dates);
  const key = JSON.stringify(shape);
  const values = listValues(scope, query, dates);
  const search = await rangeSearch(db, query, { of: shape, key }, values);
  if (search === null) return { list: [], rowCount: 0, capped: false };
  if (search) Object.assign(values, rangeValues(search.ranges));
  const matches = search ? { covered: search.covered } : undefined;
  const source = pageSourceOf(shape, (query.page - 1) * query.size, matches);
  const statementOf = (of: TPageSource) =>
    kept(db, `${JSON.stringify(of)} ${key}`, () => pagePrepared(db, shape, of));
  let statement = statementOf(source);
  if (source === 'ids' && !statement.total.upToCap) {
    const start = await deepStart(db, { of: shape, key }, values, statement.total);
    if ('empty' in start) return { list: [], ...start.empty };
    if (start.from) {
      statement = statementOf(start.from.source);
      Object.assign(values, start.from.values);
    }
  }
  const rows = await statement.prepared.run(values);
  const first = rows[0];
  if (!first) {
    // A page past the last one carries no total: it is read on its own.
    if (!statement.search) return { list: [], ...(await readCount(db, statement.total, values)) };
    const rowCount = await countNumberMatches(db, statement.search, values);
    return { list: [], rowCount, capped: false };
  }
  const read = { n: Number(first.total), pendingRows: first.pendingRows };
  const { rowCount, capped } = listCountOf(db, statement.total, read);
  return { list: rows.map(toDocumentRow), rowCount, capped };
}

/** Spec §7/§9: failed (6) documents whose invoice date lies within the last week. */
export async function countFailedDocuments(
  db: TDb,
  scope: TDataScope,
  now: Date = new Date(),
): Promise<number> {
  const since = minusDays(istanbulDay(now), FAILED_COUNT_WINDOW_DAYS);
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(
      tenantWhere(
        documents,
        scope,
        eq(documents.status, DocumentStatus.failed),
        gte(documents.invoiceDate, since),
      ),
    );
  return row?.n ?? 0;
}
