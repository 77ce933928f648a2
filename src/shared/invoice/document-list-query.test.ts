import { describe, expect, it } from 'vitest';
import {
  MAX_FILTER_STORES,
  parseDateRange,
  parseDocumentFilter,
  parseDocumentSort,
  ZDocumentListQuery,
} from './document-list-query';

describe('document list query (spec §2, §5)', () => {
  it('keeps well-formed entries, drops those without exactly 3 parts, reports unusable ones', () => {
    const raw = [
      'docType:2:eq',
      'storeName:' + encodeURIComponent('Kadıköy, Moda') + ':search',
      'invoiceDate:' + encodeURIComponent('2026-11-01~2026-11-30') + ':range',
      'status:6',
      'a:b:c:d',
      'docType:3:eq',
      'invoiceDate:2026-02-30~:range',
    ].join(',');
    expect(parseDocumentFilter(raw)).toEqual({
      filters: [
        { field: 'docType', value: 2 },
        { field: 'storeName', value: 'Kadıköy, Moda' },
        { field: 'invoiceDate', value: { from: '2026-11-01', to: '2026-11-30' } },
      ],
      rejected: ['docType:3:eq', 'invoiceDate:2026-02-30~:range'],
    });
  });

  it('reads open-ended date ranges and refuses empty ones', () => {
    expect(parseDateRange('2026-11-01~')).toEqual({ from: '2026-11-01', to: null });
    expect(parseDateRange('~2026-11-30')).toEqual({ from: null, to: '2026-11-30' });
    expect(parseDateRange('~')).toBeNull();
    expect(parseDateRange('2026-11-01')).toEqual({ from: '2026-11-01', to: null });
  });

  it('accepts one known column with asc or desc only', () => {
    expect(parseDocumentSort('storeName:asc')).toEqual({ field: 'storeName', direction: 'asc' });
    expect(parseDocumentSort('storeName:up')).toBeNull();
    expect(parseDocumentSort('password:asc')).toBeNull();
    expect(parseDocumentSort(undefined)).toBeNull();
  });

  it('falls back to page 1 and size 10 for non-numeric values and caps the size', () => {
    expect(ZDocumentListQuery.parse({ page: 'x', size: '1e3' })).toMatchObject({
      page: 1,
      size: 10,
    });
    expect(ZDocumentListQuery.parse({ page: '3', size: '5000' })).toMatchObject({
      page: 3,
      size: 200,
    });
    expect(ZDocumentListQuery.safeParse({ filter: 'status:9:eq' }).success).toBe(false);
  });

  it('reads several stores from one storeId:<id>|<id>:in entry, capped', () => {
    const a = '0b9c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
    const b = '1c2d3e4f-5061-4b7c-9d8e-9fa0b1c2d3e4';
    expect(parseDocumentFilter(`storeId:${a}|${b.toUpperCase()}|${a}:in`).filters).toEqual([
      { field: 'storeIds', value: [a, b] },
    ]);
    const many = Array.from(
      { length: MAX_FILTER_STORES + 1 },
      (_, i) => `${String(i).padStart(8, '0')}-3f40-4a5b-8c6d-7e8f90a1b2c3`,
    ).join('|');
    expect(parseDocumentFilter(`storeId:${many}:in`).rejected).toHaveLength(1);
    expect(parseDocumentFilter(`storeId:${a}|nope:in`).rejected).toHaveLength(1);
    expect(parseDocumentFilter(`storeId:${encodeURIComponent(`${a}|${b}`)}:in`).filters).toEqual([
      { field: 'storeIds', value: [a, b] },
    ]);
  });

  it('refuses an unknown sort the way every other list does', () => {
    expect(ZDocumentListQuery.parse({ sort: 'invoiceDate:asc' }).sort).toEqual({
      field: 'invoiceDate',
      direction: 'asc',
    });
    expect(ZDocumentListQuery.parse({}).sort).toBeNull();
    const bad = ZDocumentListQuery.safeParse({ sort: 'invoiceDate:sideways' });
    expect(bad.error?.issues[0]?.message).toBe('validation.listSort');
  });
});

describe('document list saleTransactionId filter', () => {
  it('takes one sale transaction id with eq and refuses anything else', () => {
    const id = '0b6f4c1e-2d3a-4f5b-8c7d-9e0f1a2b3c4d';
    expect(parseDocumentFilter(`saleTransactionId:${id}:eq`)).toEqual({
      filters: [{ field: 'saleTransactionId', value: id }],
      rejected: [],
    });
    expect(parseDocumentFilter('saleTransactionId:42:eq').rejected).toEqual([
      'saleTransactionId:42:eq',
    ]);
    expect(parseDocumentFilter(`saleTransactionId:${id}:search`).filters).toEqual([]);
  });
});
