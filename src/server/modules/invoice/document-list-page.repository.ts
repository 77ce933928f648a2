import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere } from '../../db/data-scope';
import { documents } from '../../db/schema/documents';
import { listCountSql } from './document-counts.repository';
import type { TListShape } from './document-list-shape';
import { boundScope, documentListOrder, documentListWhere, param } from './document-list-where';
import { DOCUMENT_ROW_COLUMNS } from './document-row';
import { numberMatches } from './invoice-number-search.repository';

/**
 * How a page is read: its rows straight away, its ids from an index first (`idsFromTheEnd`: the
 * index read backwards from the list's last row; `idsFromDay`: a list in date order from the day
 * the page starts on, the `fromDay` value), or the number matches.
 */
export type TPageSource =
  'rows' | 'ids' | 'idsFromTheEnd' | 'idsFromDay' | { matches: { covered: boolean } };

/**
 * From this offset on a page takes its ids from an index first: the offset then skips index
 * entries, not rows. Before it, reading the rows straight away is cheaper, to plan as to run.
 */
const IDS_FIRST_FROM_OFFSET = 100;

export function pageSourceOf(
  shape: TListShape,
  offset: number,
  matches: { covered: boolean } | undefined,
): TPageSource {
  if (matches) return { matches };
  // A number-part walk reads the number from the date index, never the row, until it matches.
  const walksNumbers = shape.filters.some((f) => f.field === 'invoiceNo');
  return walksNumbers || offset >= IDS_FIRST_FROM_OFFSET ? 'ids' : 'rows';
}

/**
 * From this offset on, a page of a list the day counts cover first reads where it lies (its
 * documents per day in date order, else the total), so it does not skip every row before it (10M
 * documents, the year's last of 513,000 pages: ~400 ms). Below it, skipping costs less than the
 * extra round trip.
 */
export const DEEP_PAGE_FROM_OFFSET = 1_000;

/** True when the list is in invoice date order (the default newest first, or sorted by it). */
export function inDateOrder(shape: TListShape): boolean {
  return shape.sort === null || shape.sort.field === 'invoiceDate';
}

/**
 * The day a page of a list in date order starts on and how many of the rows from that day on it
 * skips, from the shape's documents per day in the list's order; null past the end. A deep page
 * then skips at most one day's documents, whatever its number.
 */
export function dayOfOffset(
  days: readonly { day: string; n: number }[],
  offset: number,
): { fromDay: string; offset: number } | null {
  let before = 0;
  for (const { day, n } of days) {
    if (offset < before + n) return { fromDay: day, offset: offset - before };
    before += n;
  }
  return null;
}

/**
 * Where a page starts and how many rows it takes when read from the list's end, or null when its
 * start is nearer (or the page lies past the end). `offset` counts from the start, as the page
 * number gives it.
 */
export function fromTheEnd(
  page: { offset: number; limit: number },
  total: number,
): { offset: number; limit: number } | null {
  const after = total - page.offset - page.limit;
  if (page.offset >= total || after >= page.offset) return null;
  return { offset: Math.max(after, 0), limit: Math.min(page.limit, total - page.offset) };
}

/**
 * The statement of a page of the list for a shape: its rows, each with the total as uncorrelated
 * sub-selects (computed once; one round trip a page). Values: see listValues.
 */
export function pageStatement(db: TDb, shape: TListShape, source: TPageSource) {
  const order = documentListOrder(shape.sort);
  // Read from the end, the ids come in the reverse order; the rows are then put in the list's.
  const idsOrder = source === 'idsFromTheEnd' ? documentListOrder(shape.sort, true) : order;
  const search =
    typeof source === 'object' ? numberMatches(db, shape, source.matches.covered) : null;
  const total = search ? search.total : listCountSql(db, shape);
  const columns = {
    ...DOCUMENT_ROW_COLUMNS,
    total: total.n,
    pendingRows: total.pendingRows ?? sql<null>`null`,
  };
  if (source === 'rows') {
    const rows = db
      .select(columns)
      .from(documents)
      .where(documentListWhere(shape))
      .orderBy(...order)
      .limit(param('limit'))
      .offset(param('offset'));
    return { rows, columns, total, search };
  }
  const ascending = shape.sort?.direction === 'asc';
  const fromDay =
    source !== 'idsFromDay'
      ? undefined
      : ascending
        ? gte(documents.invoiceDate, param('fromDay'))
        : lte(documents.invoiceDate, param('fromDay'));
  const page = db
    // As SQL: drizzle refuses a column of a table the FROM does not name (the matches do not).
    .select({ id: sql<string>`${documents.id}`.as('page_id') })
    .from(search ? search.from : documents)
    .where(search ? undefined : and(documentListWhere(shape), fromDay))
    .orderBy(...idsOrder)
    .limit(param('limit'))
    .offset(param('offset'))
    .as('page');
  const rows = (search ? db.with(search.matches) : db)
    .select(columns)
    .from(page)
    .innerJoin(documents, tenantWhere(documents, boundScope(shape), eq(documents.id, page.id)))
    .orderBy(...order);
  return { rows, columns, total, search };
}
