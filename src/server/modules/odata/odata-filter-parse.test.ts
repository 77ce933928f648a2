import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { parseFilter } from './odata-filter-parse';
import { parseExpand, parseOrderBy, parseSearch, parseSelect } from './odata-options-parse';

function refusal(fn: () => unknown): { reason: string; [k: string]: unknown } {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError && e.code === 'ODATA_INVALID') {
      return e.details as { reason: string };
    }
    throw e;
  }
  throw new Error('expected an ODATA_INVALID refusal');
}

describe('$filter through the OData parser', () => {
  it.each([
    ['status eq 2', 'eq'],
    ['status ne 2', 'ne'],
    ['status gt 2', 'gt'],
    ['status ge 2', 'ge'],
    ['status lt 2', 'lt'],
    ['status le 2', 'le'],
  ])('reads %s', (text, op) => {
    expect(parseFilter(text)).toEqual({
      kind: 'compare',
      op,
      field: 'status',
      value: { kind: 'integer', value: 2 },
    });
  });

  it('reads a value written first from the field’s side', () => {
    expect(parseFilter('2 lt status')).toMatchObject({ op: 'gt', field: 'status' });
    expect(parseFilter('100.50 ge totalPayAmount')).toMatchObject({
      op: 'le',
      value: { kind: 'decimal', value: '100.50' },
    });
  });

  it('reads and, or, not and parentheses as a tree', () => {
    expect(
      parseFilter("(not (status eq 6)) and (docType eq 1 or contains(storeName,'şube'))"),
    ).toEqual({
      kind: 'and',
      left: {
        kind: 'not',
        operand: {
          kind: 'compare',
          op: 'eq',
          field: 'status',
          value: { kind: 'integer', value: 6 },
        },
      },
      right: {
        kind: 'or',
        left: { kind: 'compare', op: 'eq', field: 'docType', value: { kind: 'integer', value: 1 } },
        right: { kind: 'contains', field: 'storeName', value: 'şube' },
      },
    });
    expect(parseFilter('isActive')).toEqual({ kind: 'field', field: 'isActive' });
    expect(parseFilter('not (status eq 6 or status eq 5)')).toMatchObject({
      kind: 'not',
      operand: { kind: 'or' },
    });
  });

  it('refuses a not followed by and/or, which the parser would read as negating all of it', () => {
    for (const text of ['not (status eq 6) and docType eq 2', 'not isActive or status eq 1']) {
      expect(refusal(() => parseFilter(text)).reason, text).toBe('notScope');
    }
  });

  it('reads the literals: text with quotes, dates as T00:00:00Z, GUIDs, booleans, null', () => {
    const value = (text: string) => (parseFilter(`x eq ${text}`) as { value: unknown }).value;
    expect(value("'Ali''nin Şubesi'")).toEqual({ kind: 'string', value: "Ali'nin Şubesi" });
    expect(value('2026-11-01T00:00:00Z')).toEqual({
      kind: 'datetime',
      value: '2026-11-01T00:00:00Z',
    });
    expect(value('2026-11-01')).toEqual({ kind: 'date', value: '2026-11-01' });
    expect(value('5B4B6BD6-1C5E-4E2E-9D3B-000000000001')).toEqual({
      kind: 'guid',
      value: '5b4b6bd6-1c5e-4e2e-9d3b-000000000001',
    });
    expect(value('true')).toEqual({ kind: 'boolean', value: true });
    expect(value('null')).toEqual({ kind: 'null' });
    expect(value('-12')).toEqual({ kind: 'integer', value: -12 });
  });

  it('keeps an injection attempt inside its text value', () => {
    expect(parseFilter("storeName eq 'x'' or 1=1 --'")).toEqual({
      kind: 'compare',
      op: 'eq',
      field: 'storeName',
      value: { kind: 'string', value: "x' or 1=1 --" },
    });
  });

  it.each([
    ["storeName eq 'x'; drop table documents", 'syntax'],
    ['status eq 2)', 'syntax'],
    ["storeName eq 'x' --", 'syntax'],
    ['status eq 2 or', 'syntax'],
    ['status add 1 eq 2', 'operator'],
    ['status eq docType', 'operator'],
    ["startswith(invoiceNo,'AB')", 'function'],
    ['contains(storeName,2)', 'function'],
    ["store/name eq 'x'", 'field'],
    ["x eq duration'P1D'", 'literal'],
    ['x eq INF', 'literal'],
  ])('refuses %s (%s)', (text, reason) => {
    expect(refusal(() => parseFilter(text))).toMatchObject({ reason, option: '$filter' });
  });

  it('refuses before parsing a filter too long, too deep or with too many terms', () => {
    const deep = `${'('.repeat(9)}status eq 1${')'.repeat(9)}`;
    expect(refusal(() => parseFilter(deep)).reason).toBe('tooComplex');
    expect(parseFilter(`${'('.repeat(8)}status eq 1${')'.repeat(8)}`)).toMatchObject({
      field: 'status',
    });
    const many = Array.from({ length: 31 }, (_, i) => `status eq ${i}`).join(' or ');
    expect(refusal(() => parseFilter(many)).reason).toBe('tooComplex');
    expect(refusal(() => parseFilter(`storeName eq '${'a'.repeat(1000)}'`)).reason).toBe(
      'tooComplex',
    );
    // Parentheses inside a text value do not count.
    expect(parseFilter(`storeName eq '${'('.repeat(20)}'`)).toMatchObject({ field: 'storeName' });
  });
});

describe('$orderby, $select, $expand and $search through the OData parser', () => {
  it('reads fields and directions', () => {
    expect(parseOrderBy('invoiceDate desc,invoiceNo')).toEqual([
      { field: 'invoiceDate', direction: 'desc' },
      { field: 'invoiceNo', direction: 'asc' },
    ]);
    expect(refusal(() => parseOrderBy('a,b,c,d')).reason).toBe('orderby');
    expect(refusal(() => parseOrderBy('invoiceDate desc; drop table x')).reason).toBe('syntax');
    expect(refusal(() => parseOrderBy('invoiceDate&$filter=status eq 2')).reason).toBe('syntax');
  });

  it('reads plain fields or * in $select, one level of $expand with $select inside', () => {
    expect(parseSelect('id,invoiceNo')).toEqual(['id', 'invoiceNo']);
    expect(parseSelect('*')).toBe('*');
    expect(refusal(() => parseSelect('store/name')).reason).toBe('select');
    expect(parseExpand('store($select=name,cityName),device', ['store', 'device'])).toEqual([
      { navigation: 'store', select: ['name', 'cityName'] },
      { navigation: 'device', select: '*' },
    ]);
    expect(refusal(() => parseExpand('tenant', ['store'])).reason).toBe('expand');
    expect(refusal(() => parseExpand('store/tenant', ['store'])).reason).toBe('expand');
    expect(refusal(() => parseExpand('store($filter=isActive)', ['store'])).reason).toBe('expand');
  });

  it('reads one word or one phrase in $search', () => {
    expect(parseSearch('şube')).toBe('şube');
    expect(parseSearch('"Kadıköy Şube"')).toBe('Kadıköy Şube');
    expect(refusal(() => parseSearch('a OR b')).reason).toBe('search');
  });
});
