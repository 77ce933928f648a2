import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere } from '../../db/data-scope';
import { documents } from '../../db/schema/documents';
import { listCountSql } from './document-counts.repository';
import type { TListShape } from './document-list-shape';
import { boundScope, documentListOrder, documentListWhere, param } from './document-list-where';
import { DOCUMENT_ROW_COLUMNS } from './document-row';
import { numberMatches } from './invoice-number-search.repository';

/** How a page is read: its rows straight away, its ids from an index first, or the number matches. */
export type TPageSource = 'rows' | 'ids' | { matches: { covered: boolean } };

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
 * The statement of a page of the list for a shape: its rows, each with the total as uncorrelated
 * sub-selects (computed once; one round trip a page). Values: see listValues.
 */
export function pageStatement(db: TDb, shape: TListShape, source: TPageSource) {
  const order = documentListOrder(shape.sort);
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
  const page = db
    // As SQL: drizzle refuses a column of a table the FROM does not name (the matches do not).
    .select({ id: sql<string>`${documents.id}`.as('page_id') })
    .from(search ? search.from : documents)
    .where(search ? undefined : documentListWhere(shape))
    .orderBy(...order)
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
