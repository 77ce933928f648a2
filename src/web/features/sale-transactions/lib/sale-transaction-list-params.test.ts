import { describe, expect, it } from 'vitest';
import { parseListQuery } from '../../../lib/list/list-query';
import { saleDocumentsPath } from './documents-link';
import { effectiveDateRange, saleTransactionListParams } from './sale-transaction-list-params';

const SALE = '0b6f4c1e-2d3a-4f5b-8c7d-9e0f1a2b3c4d';

describe('sale transaction list URL state → API call', () => {
  it('sends the usable filters, drops the ones the API would refuse, maps the sort', () => {
    const url = new URLSearchParams({
      page: '2',
      size: '500',
      sort: 'totalPayAmount:desc',
      q: 'x',
      filter: 'status:2:eq,status2:9:eq,checkNo:A%2C1:search,totalPayAmount:9~1:range',
    });
    expect(saleTransactionListParams(parseListQuery(url))).toEqual({
      page: 2,
      size: 200,
      sort: 'totalPayAmount:desc',
      filter: 'status:2:eq,checkNo:A%2C1:search',
      searchText: undefined,
    });
  });

  it('shows the last month of Istanbul days when no date range is set', () => {
    const now = new Date('2026-03-31T22:30:00Z');
    expect(effectiveDateRange([], now)).toEqual(['2026-03-01', '2026-04-01']);
    const range = [{ field: 'transactionTime', value: '2026-01-05~', type: 'range' }];
    expect(effectiveDateRange(range, now)).toEqual(['2026-01-05', '']);
  });
});

describe('saleDocumentsPath', () => {
  it('links to the document list filtered by the sale over its documents’ dates', () => {
    const doc = (invoiceDate: string) => ({
      documentId: SALE,
      docType: 2 as const,
      invoiceNo: null,
      ettn: SALE,
      status: 2 as const,
      invoiceDate,
    });
    const path = saleDocumentsPath(SALE, [doc('2026-11-03'), doc('2026-11-01')]);
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/invoice/documents');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('size')).toBe('10');
    expect(url.searchParams.get('filter')).toBe(
      `saleTransactionId:${SALE}:eq,invoiceDate:2026-11-01~2026-11-03:range`,
    );
  });
});
