import { asc, count, desc, eq, gte, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { foldedContains, turkishOrder } from '../../db/sql-text';
import { DocumentStatus } from '../../../shared/domain/enums';
import { FAILED_COUNT_WINDOW_DAYS, type TDocumentRow } from '../../../shared/invoice/document-list';
import type {
  TDocumentFilter,
  TDocumentListQuery,
  TDocumentSort,
} from '../../../shared/invoice/document-list-query';
import { istanbulDay, minusDays, minusOneMonth } from '../../../shared/format/istanbul-time';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { DOCUMENT_ROW_COLUMNS, toDocumentRow } from './document-row';
import {
  cappedCountSql,
  dayCountSql,
  isCountedQuery,
  listCountOf,
  readCount,
  type TCountSql,
  type TListCount,
} from './document-counts.repository';
import { INVOICE_NO_LENGTH } from './invoice-number-ranges';
import { numberSearch, numberSearchCount } from './invoice-number-search.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function invoiceNoMatch(value: string): SQL {
  const text = value.toLocaleUpperCase('tr-TR');
  // A full number is an exact lookup; a part of one is searched anywhere in the number.
  return text.length === INVOICE_NO_LENGTH
    ? eq(documents.invoiceNo, text)
    : like(documents.invoiceNo, `%${escapeLike(text)}%`);
}

function ettnMatch(value: string): SQL {
  return UUID.test(value) ? eq(documents.ettn, value.toLowerCase()) : sql`false`;
}

function filterWhere(filter: TDocumentFilter): SQL | undefined {
  switch (filter.field) {
    case 'storeName':
      return foldedContains(documents.storeName, filter.value);
    case 'invoiceNo':
      return invoiceNoMatch(filter.value);
    case 'ettn':
      return ettnMatch(filter.value);
    case 'searchText':
      return or(
        invoiceNoMatch(filter.value),
        foldedContains(documents.storeName, filter.value),
        eq(documents.deviceSerialNumber, filter.value),
        UUID.test(filter.value) ? ettnMatch(filter.value) : undefined,
      );
    case 'docType':
      return eq(documents.docType, filter.value);
    case 'status':
      return eq(documents.status, filter.value);
    case 'scenarioType':
      return eq(documents.scenarioType, filter.value);
    case 'invoiceType':
      return eq(documents.invoiceType, filter.value);
    case 'storeId':
      return eq(documents.storeId, filter.value);
    case 'saleTransactionId':
      return eq(documents.saleTransactionId, filter.value);
    case 'storeIds':
      return inArray(documents.storeId, filter.value);
    case 'invoiceDate':
      return undefined;
  }
}

export type TDateBounds = { from: string | null; to: string | null };

/** Spec §2: the invoice date range always applies; without one it is the last month. */
function dateBounds(filters: TDocumentFilter[], now: Date): TDateBounds {
  const range = filters.find((f) => f.field === 'invoiceDate')?.value;
  const today = istanbulDay(now);
  return range ? range : { from: minusOneMonth(today), to: today };
}

function dateWhere(filters: TDocumentFilter[], now: Date): SQL[] {
  const { from, to } = dateBounds(filters, now);
  const where: SQL[] = [];
  if (from) where.push(gte(documents.invoiceDate, from));
  if (to) where.push(lte(documents.invoiceDate, to));
  return where;
}

// The default order matches the (tenant[, store|status|docType], invoice_date desc, id desc) indexes.
export function documentListOrder(sort: TDocumentSort | null): SQL[] {
  if (!sort) return [desc(documents.invoiceDate), desc(documents.id)];
  const dir = sort.direction === 'asc' ? asc : desc;
  switch (sort.field) {
    case 'invoiceDate':
      return [dir(documents.invoiceDate), dir(documents.id)];
    case 'storeName':
      return [
        dir(turkishOrder(documents.storeName)),
        desc(documents.invoiceDate),
        desc(documents.id),
      ];
    case 'invoiceNo':
      return [dir(documents.invoiceNo), desc(documents.id)];
    case 'docType':
      return [dir(documents.docType), desc(documents.invoiceDate), desc(documents.id)];
    case 'status':
      return [dir(documents.status), desc(documents.invoiceDate), desc(documents.id)];
    case 'totalPayAmount':
      // Ties in the same direction, so either direction is read straight from the amount index.
      return [dir(documents.totalPayAmount), dir(documents.id)];
  }
}

/** The rows the document list (and its export) shows for a query, inside the scope. */
export function documentListWhere(scope: TDataScope, query: TDocumentListQuery, now: Date): SQL {
  return tenantWhere(
    documents,
    scope,
    query.storeId ? eq(documents.storeId, query.storeId) : undefined,
    ...dateWhere(query.filters, now),
    ...query.filters.map(filterWhere),
  );
}

/**
 * The list's total without counting the documents: the day counts when the filters are ones they
 * hold, else a count stopped at the cap (text searches; the screen then says "N+").
 */
function listCountSql(
  db: TDb,
  scope: TDataScope,
  query: TDocumentListQuery,
  where: SQL,
  now: Date,
): TCountSql {
  if (!isCountedQuery(query)) return cappedCountSql(db, where);
  return dayCountSql(db, scope, query, dateBounds(query.filters, now));
}

export async function listDocuments(
  db: TDb,
  scope: TDataScope,
  query: TDocumentListQuery,
  now: Date = new Date(),
): Promise<{ list: TDocumentRow[] } & TListCount> {
  const where = documentListWhere(scope, query, now);
  const search = await numberSearch(db, scope, query, where, dateBounds(query.filters, now));
  if (search === null) return { list: [], rowCount: 0, capped: false };
  const total = search ? search.total : listCountSql(db, scope, query, where, now);
  const order = documentListOrder(query.sort);
  // The page's ids first, from an index alone (its offset skipped inside the index, no row read),
  // then only those rows: a deep page costs index entries, not rows. A number-part search takes
  // them from its matches instead.
  const page = db
    // As SQL: drizzle refuses a column of a table the FROM does not name (the matches do not).
    .select({ id: sql<string>`${documents.id}`.as('page_id') })
    .from(search ? search.from : documents)
    .where(search ? undefined : where)
    .orderBy(...order)
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .as('page');
  // The total rides along as uncorrelated sub-selects (computed once): one round trip a page.
  const rows = await (search ? db.with(search.matches) : db)
    .select({
      ...DOCUMENT_ROW_COLUMNS,
      total: total.n,
      pendingRows: total.pendingRows ?? sql<null>`null`,
    })
    .from(page)
    .innerJoin(documents, tenantWhere(documents, scope, eq(documents.id, page.id)))
    .orderBy(...order);
  const first = rows[0];
  if (!first) {
    if (search) return { list: [], rowCount: await numberSearchCount(db, search), capped: false };
    return { list: [], ...(await readCount(db, total)) };
  }
  const read = { n: Number(first.total), pendingRows: first.pendingRows };
  const { rowCount, capped } = listCountOf(db, total, read);
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
