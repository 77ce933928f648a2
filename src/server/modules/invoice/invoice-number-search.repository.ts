import { eq, max, min, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { keptSelect } from '../../db/kept-select';
import { tenantWhere } from '../../db/data-scope';
import { documentNumberDays } from '../../db/schema/document-number-days';
import { documents } from '../../db/schema/documents';
import { LIST_COUNT_CAP } from '../../../shared/list/list-limits';
import type { TDocumentListQuery } from '../../../shared/invoice/document-list-query';
import { dayConditions, storeConditions, type TCountSql } from './document-counts.repository';
import { numberText, type TListShape } from './document-list-shape';
import { boundScope, documentListWhere, param } from './document-list-where';
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
  const part = filter && numberText(filter.value);
  return part !== undefined && part.length !== INVOICE_NO_LENGTH ? part : undefined;
}

/**
 * The first and last number of each sequence issued on the range's days, within the scope, as a
 * statement of the shape (its values given when it runs).
 */
export function numberSpansStatement(db: TDb, shape: TListShape) {
  const t = documentNumberDays;
  const fields = { head: t.head, first: min(t.firstSequence), last: max(t.lastSequence) };
  const query = db
    .select(fields)
    .from(t)
    .where(
      tenantWhere(
        t,
        boundScope(shape),
        ...storeConditions(t, shape),
        ...shape.filters.map((f, i) =>
          f.field === 'docType' ? eq(t.docType, param(`f${i}`)) : undefined,
        ),
        ...dayConditions(t.day, shape),
      ),
    )
    .groupBy(t.storeId, t.docType, t.head);
  return keptSelect(db, query, fields);
}

/** True when the number index holds every column the query filters and sorts on. */
export function coveredByNumberIndex(shape: TListShape): boolean {
  const sorted = shape.sort?.field ?? 'invoiceDate';
  return (
    !shape.storeScope &&
    !shape.pickedStore &&
    (sorted === 'invoiceDate' || sorted === 'invoiceNo') &&
    shape.filters.every((f) => f.field === 'invoiceDate' || f.field === 'invoiceNo')
  );
}

export type TRangeSearch = { ranges: TNumberRange[]; covered: boolean };

/**
 * The ranges a number-part search looks up, when that is cheaper than walking the date range
 * (see rangesPay); undefined to walk, `null` when no number can hold the part.
 */
export function rangeSearchOf(
  part: string,
  spans: TNumberSpan[],
  shape: TListShape,
): TRangeSearch | null | undefined {
  const ranges = numberRanges(part, spans, MAX_RANGES);
  if (!ranges) return undefined;
  if (ranges.length === 0) return null;
  const covered = coveredByNumberIndex(shape);
  const pays = rangesPay(ranges, spans, { countCap: LIST_COUNT_CAP + 1, readsRows: !covered });
  return pays ? { ranges, covered } : undefined;
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
 * The documents of the ranges (parameters `rangeFrom`/`rangeTo`) that meet the whole list
 * condition, once per statement. Each range is read from the number index on its own (`offset 0`
 * keeps the list condition out of that scan, so the planner cannot trade it for a walk of the date
 * index per range); the rows it finds are then held to the list's condition, date range included,
 * since a range may hold numbers of other days.
 */
export function numberMatches(db: TDb, shape: TListShape, covered: boolean) {
  const inRange = tenantWhere(
    documents,
    // The tenant only: the store and every other condition apply after the scan (see above).
    { tenantId: boundScope(shape).tenantId, storeId: null },
    sql`${documents.invoiceNo} ~>=~ number_ranges.lo`,
    sql`${documents.invoiceNo} ~<=~ number_ranges.hi`,
  );
  const read = covered ? sql.join([documents.tenantId, ...COVERED], sql`, `) : sql`*`;
  const kept = sql.join(covered ? COVERED : SORTED, sql`, `);
  const matches = db.$with(MATCHES, {}).as(
    sql`select ${kept}
          from unnest(${param('rangeFrom')}::text[], ${param('rangeTo')}::text[])
               as number_ranges(lo, hi)
          cross join lateral (select ${read} from ${documents} where ${inRange} offset 0)
               as ${documents}
         where ${documentListWhere(shape)}`,
  );
  const total: TCountSql = {
    // Every match is read for the page's sort anyway: the total is exact, never capped.
    n: sql<number>`(select count(*) from ${sql.identifier(MATCHES)})::bigint`,
    pendingRows: null,
    upToCap: false,
  };
  /** The page's source: the matches under the documents table's name, so the order applies. */
  const from: SQL = sql`${sql.identifier(MATCHES)} as ${documents}`;
  return { matches, total, from };
}

export type TNumberMatches = ReturnType<typeof numberMatches>;

/** The exact count of a search's matches on its own (a page past the last one carries none). */
export async function countNumberMatches(
  db: TDb,
  search: TNumberMatches,
  values: Record<string, unknown>,
): Promise<number> {
  const [row] = await db
    .with(search.matches)
    .select({ n: search.total.n })
    .from(sql`(select 1) as one`)
    .prepare('')
    .execute(values);
  return Number(row?.n ?? 0);
}
