import { eq, gte, lte, max, min, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { documentNumberDays } from '../../db/schema/document-number-days';
import { documents } from '../../db/schema/documents';
import { LIST_COUNT_CAP } from '../../../shared/invoice/document-list';
import type { TDocumentListQuery } from '../../../shared/invoice/document-list-query';
import { storeConditions, type TCountSql } from './document-counts.repository';
import type { TDateBounds } from './invoice-list.repository';
import {
  INVOICE_NO_LENGTH,
  numberRanges,
  rangesPay,
  type TNumberRange,
  type TNumberSpan,
} from './invoice-number-ranges';

/** More ranges than this go as the walk: each is a parameter pair and a descent of the index. */
const MAX_RANGES = 1_000;
const MATCHES = 'number_matches';

/** The searched part of an invoice-number search (upper case), unless it is a whole number. */
export function numberPartOf(query: TDocumentListQuery): string | undefined {
  const filter = query.filters.find((f) => f.field === 'invoiceNo');
  const part = filter?.value.toLocaleUpperCase('tr-TR');
  return part !== undefined && part.length !== INVOICE_NO_LENGTH ? part : undefined;
}

/** The first and last number of each sequence issued on the range's days, within the scope. */
async function numberSpans(
  db: TDb,
  scope: TDataScope,
  query: TDocumentListQuery,
  dates: TDateBounds,
): Promise<TNumberSpan[]> {
  const t = documentNumberDays;
  const rows = await db
    .select({ head: t.head, first: min(t.firstSequence), last: max(t.lastSequence) })
    .from(t)
    .where(
      tenantWhere(
        t,
        scope,
        ...storeConditions(t, query),
        ...query.filters.map((f) => (f.field === 'docType' ? eq(t.docType, f.value) : undefined)),
        dates.from ? gte(t.day, dates.from) : undefined,
        dates.to ? lte(t.day, dates.to) : undefined,
      ),
    )
    .groupBy(t.storeId, t.docType, t.head);
  return rows.map((r) => ({ head: r.head, first: r.first ?? 0, last: r.last ?? 0 }));
}

/** True when the number index holds every column the query filters and sorts on. */
function coveredByNumberIndex(scope: TDataScope, query: TDocumentListQuery): boolean {
  const sorted = query.sort?.field ?? 'invoiceDate';
  return (
    !scope.storeId &&
    !query.storeId &&
    (sorted === 'invoiceDate' || sorted === 'invoiceNo') &&
    query.filters.every((f) => f.field === 'invoiceDate' || f.field === 'invoiceNo')
  );
}

/** What a sorted page of the matches needs; the number index holds the first three. */
const COVERED = [documents.id, documents.invoiceDate, documents.invoiceNo];
const SORTED = [
  ...COVERED,
  documents.storeName,
  documents.docType,
  documents.status,
  documents.totalPayAmount,
];

/**
 * The documents of the ranges that meet the whole list condition, once per statement. Each range
 * is read from the number index on its own (`offset 0` keeps the list condition out of that scan,
 * so the planner cannot trade it for a walk of the date index per range); the rows it finds are
 * then held to the list's condition, date range included, since a range may hold numbers of other
 * days.
 */
function matchesCte(
  db: TDb,
  scope: TDataScope,
  where: SQL,
  ranges: TNumberRange[],
  covered: boolean,
) {
  const inRange = tenantWhere(
    documents,
    scope.tenantId,
    sql`${documents.invoiceNo} ~>=~ number_ranges.lo`,
    sql`${documents.invoiceNo} ~<=~ number_ranges.hi`,
  );
  const read = covered ? sql.join([documents.tenantId, ...COVERED], sql`, `) : sql`*`;
  const kept = sql.join(covered ? COVERED : SORTED, sql`, `);
  const los = sql.param(ranges.map((r) => r.from));
  const his = sql.param(ranges.map((r) => r.to));
  return db.$with(MATCHES, {}).as(
    sql`select ${kept} from unnest(${los}::text[], ${his}::text[]) as number_ranges(lo, hi)
        cross join lateral (select ${read} from ${documents} where ${inRange} offset 0) as ${documents}
        where ${where}`,
  );
}

export type TNumberSearch = {
  matches: ReturnType<typeof matchesCte>;
  /** The page's source: the matches under the documents table's name, so the order applies. */
  from: SQL;
  total: TCountSql;
};

/**
 * A number-part search as ranges of candidate numbers, when that is cheaper than walking the date
 * range (see rangesPay); undefined to walk. `null` when no number can hold the part.
 */
export async function numberSearch(
  db: TDb,
  scope: TDataScope,
  query: TDocumentListQuery,
  where: SQL,
  dates: TDateBounds,
): Promise<TNumberSearch | null | undefined> {
  const part = numberPartOf(query);
  if (part === undefined) return undefined;
  const spans = await numberSpans(db, scope, query, dates);
  const ranges = numberRanges(part, spans, MAX_RANGES);
  if (!ranges) return undefined;
  if (ranges.length === 0) return null;
  const covered = coveredByNumberIndex(scope, query);
  if (!rangesPay(ranges, spans, { countCap: LIST_COUNT_CAP + 1, readsRows: !covered })) {
    return undefined;
  }
  const matches = matchesCte(db, scope, where, ranges, covered);
  return {
    matches,
    from: sql`${sql.identifier(MATCHES)} as ${documents}`,
    // Every match is read for the page's sort anyway: the total is exact, never capped.
    total: {
      n: sql<number>`(select count(*) from ${sql.identifier(MATCHES)})::bigint`,
      pendingRows: null,
      upToCap: false,
    },
  };
}

/** The total of a search whose page came back empty (a page past the end). */
export async function numberSearchCount(db: TDb, search: TNumberSearch): Promise<number> {
  const [row] = await db
    .with(search.matches)
    .select({ n: search.total.n })
    .from(sql`(select 1) as one`);
  return Number(row?.n ?? 0);
}
