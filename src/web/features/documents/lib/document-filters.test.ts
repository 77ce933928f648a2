import { describe, expect, it } from 'vitest';
import { parseListQuery } from '../../../lib/list/list-query';
import { documentListParams } from './document-list-params';
import { defaultDateRange, readDocumentFilters, writeDocumentFilters } from './document-filters';

const A = '0b9c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const B = '1c2d3e4f-5061-4b7c-9d8e-9fa0b1c2d3e4';
const NOW = new Date('2026-11-23T10:00:00Z');

describe('document list filters in the URL', () => {
  it('defaults the invoice date to the last month when the URL has none', () => {
    expect(readDocumentFilters([], NOW)).toEqual({
      storeIds: [],
      docType: null,
      invoiceNo: '',
      dateRange: { from: '2026-10-23', to: '2026-11-23' },
      others: [],
    });
    expect(defaultDateRange(NOW)).toEqual({ from: '2026-10-23', to: '2026-11-23' });
  });

  it('round-trips the toolbar filters and keeps entries it has no control for', () => {
    const search = `filter=${encodeURIComponent(
      [
        `storeId:${encodeURIComponent(`${A}|${B}`)}:in`,
        'docType:2:eq',
        'invoiceNo:ANA2026:search',
        `invoiceDate:${encodeURIComponent('2026-11-01~2026-11-20')}:range`,
        'searchText:kafe:search',
      ].join(','),
    )}`;
    const filter = parseListQuery(new URLSearchParams(search)).filter;
    const read = readDocumentFilters(filter, NOW);
    expect(read).toEqual({
      storeIds: [A, B],
      docType: 2,
      invoiceNo: 'ANA2026',
      dateRange: { from: '2026-11-01', to: '2026-11-20' },
      others: [{ field: 'searchText', value: 'kafe', type: 'search' }],
    });
    expect(writeDocumentFilters(read, true)).toEqual(filter);
    expect(writeDocumentFilters(read, false).map((f) => f.field)).not.toContain('invoiceDate');
  });

  it('sends the filter as the API reads it and only sortable columns', () => {
    const query = parseListQuery(
      new URLSearchParams(`page=2&size=500&sort=ettn:asc&filter=storeId%3A${A}%257C${B}%3Ain`),
    );
    expect(documentListParams(query)).toEqual({
      page: 2,
      size: 200,
      sort: undefined,
      filter: `storeId:${A}%7C${B}:in`,
    });
    const sorted = parseListQuery(new URLSearchParams('sort=invoiceDate:asc'));
    expect(documentListParams(sorted)).toMatchObject({
      sort: 'invoiceDate:asc',
      filter: undefined,
    });
  });
});
