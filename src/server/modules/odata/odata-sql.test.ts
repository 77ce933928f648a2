import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { istanbulDayStart } from '../../../shared/format/istanbul-time';
import { AppError } from '../../lib/app-error';
import { ODATA_MODEL } from './odata-entities';
import { parseFilter } from './odata-filter-parse';
import { parseOrderBy } from './odata-options-parse';
import { filterSql, orderSql, searchSql } from './odata-sql';

const dialect = new PgDialect({ casing: 'snake_case' });
const documents = ODATA_MODEL.documents;

/** The SQL text and parameters a `$filter` on documents becomes. */
function where(text: string) {
  const { sql, params } = dialect.sqlToQuery(filterSql(documents, parseFilter(text)));
  return { sql, params };
}

function reason(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return (e.details as { reason: string }).reason;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('$filter → SQL over the documents allow-list', () => {
  it.each([
    ['status eq 2', '"documents"."status" = $1'],
    ['status ne 2', '"documents"."status" is distinct from $1'],
    ['status gt 2', '"documents"."status" > $1'],
    ['status ge 2', '"documents"."status" >= $1'],
    ['status lt 2', '"documents"."status" < $1'],
    ['status le 2', '"documents"."status" <= $1'],
  ])('%s → %s', (text, expected) => {
    expect(where(text)).toEqual({ sql: expected, params: [2] });
  });

  it('joins and, or, not, and binds every value as a parameter', () => {
    expect(where("(not (docType eq 9)) and (invoiceNo eq 'A' or isResendable)")).toEqual({
      sql:
        '(not "documents"."doc_type" = $1 and ("documents"."invoice_no" = $2 or ' +
        '"documents"."is_resendable" = $3))',
      params: [9, 'A', true],
    });
  });

  it('turns contains into the Turkish folded search (sube finds Şube)', () => {
    const { sql, params } = where("contains(storeName,'ŞUBE')");
    expect(sql).toBe(`lower(translate("documents"."store_name", $1, $2)) like $3`);
    expect(params[2]).toBe('%sube%');
  });

  it('reads dates as T00:00:00Z on a date field and instants on a timestamp field', () => {
    expect(where('invoiceDate ge 2026-11-01T00:00:00Z').params).toEqual(['2026-11-01']);
    expect(where('invoiceDate lt 2026-12-01').params).toEqual(['2026-12-01']);
    expect(where('cancelDate ge 2026-11-01T09:30:00+03:00').params).toEqual([
      '2026-11-01T06:30:00.000Z',
    ]);
    expect(where('cancelDate ge 2026-11-01').params).toEqual([
      istanbulDayStart('2026-11-01').toISOString(),
    ]);
    expect(reason(() => where('invoiceDate ge 2026-11-01T10:00:00Z'))).toBe('literal');
  });

  it('compares null, decimals as text and GUIDs', () => {
    expect(where('cancelDate eq null')).toEqual({
      sql: '"documents"."cancel_date" is null',
      params: [],
    });
    expect(where('gibStatusCode ne null').sql).toBe('"documents"."gib_status_code" is not null');
    expect(where('totalPayAmount ge 100.5').params).toEqual(['100.5']);
    expect(where('totalPayAmount lt 100').params).toEqual(['100']);
    expect(where('ettn eq 5B4B6BD6-1C5E-4E2E-9D3B-000000000001').params).toEqual([
      '5b4b6bd6-1c5e-4e2e-9d3b-000000000001',
    ]);
  });

  it('keeps an injection attempt a parameter, never SQL text', () => {
    const attack = "x'; drop table documents; --";
    const { sql, params } = where(`storeName eq '${attack.replace(/'/g, "''")}'`);
    expect(sql).toBe('"documents"."store_name" = $1');
    expect(params).toEqual([attack]);
  });

  it.each([
    ['tenantId eq 5b4b6bd6-1c5e-4e2e-9d3b-000000000001', 'field'],
    ["buyerCorrection eq 'x'", 'field'],
    ["status eq 'iki'", 'literal'],
    ['isResendable gt true', 'operator'],
    ['ettn lt 5b4b6bd6-1c5e-4e2e-9d3b-000000000001', 'operator'],
    ['status gt null', 'literal'],
    ["contains(status,'2')", 'function'],
    ['storeName', 'operator'],
  ])('refuses %s (%s)', (text, expected) => {
    expect(reason(() => where(text))).toBe(expected);
  });
});

describe('$search and $orderby → SQL', () => {
  const render = (sql: SQL) => dialect.sqlToQuery(sql);

  it('searches every search field of the entity, folded', () => {
    const { sql, params } = render(searchSql(ODATA_MODEL.stores, 'İSTANBUL'));
    expect(sql.match(/ like /g)).toHaveLength(3);
    expect(sql).toContain('"stores"."city_name"');
    expect(params.filter((p) => p === '%istanbul%')).toHaveLength(3);
  });

  it('orders by allow-listed fields and breaks ties by id', () => {
    const order = orderSql(documents, parseOrderBy('totalPayAmount desc,storeName'));
    expect(order.map((o) => render(o).sql)).toEqual([
      '"documents"."total_pay_amount" desc',
      '"documents"."store_name" asc',
      '"documents"."id" asc',
    ]);
    expect(reason(() => orderSql(documents, parseOrderBy('requestBody')))).toBe('field');
  });
});
