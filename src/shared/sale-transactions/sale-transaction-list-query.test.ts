import { describe, expect, it } from 'vitest';
import {
  parseAmountRange,
  parseSaleTransactionFilter,
  ZSaleTransactionListQuery,
} from './sale-transaction-list-query';

const STORE = '0b6f4c1e-2d3a-4f5b-8c7d-9e0f1a2b3c4d';

describe('sale transaction list query', () => {
  it('reads each filter, drops entries without 3 parts and reports unusable ones', () => {
    const raw = [
      `transactionTime:${encodeURIComponent('2026-11-01~2026-11-30')}:range`,
      `storeId:${STORE}:eq`,
      'status:2:eq',
      `totalPayAmount:${encodeURIComponent('10~99.5')}:range`,
      'checkNo:' + encodeURIComponent('A-12, masa') + ':search',
      'status:1',
      'status:3:eq',
      'storeId:moda:eq',
      'transactionTime:2026-02-30~:range',
    ].join(',');
    expect(parseSaleTransactionFilter(raw)).toEqual({
      filters: [
        { field: 'transactionTime', value: { from: '2026-11-01', to: '2026-11-30' } },
        { field: 'storeId', value: STORE },
        { field: 'status', value: 2 },
        { field: 'totalPayAmount', value: { min: '10', max: '99.5' } },
        { field: 'checkNo', value: 'A-12, masa' },
      ],
      rejected: ['status:3:eq', 'storeId:moda:eq', 'transactionTime:2026-02-30~:range'],
    });
  });

  it('reads open amount ranges and refuses malformed or inverted ones', () => {
    expect(parseAmountRange('100~')).toEqual({ min: '100', max: null });
    expect(parseAmountRange('~0.99')).toEqual({ min: null, max: '0.99' });
    for (const bad of ['~', '1,5~2', '1.234~', '-1~5', '50~10', 'x~y', '1~2~3']) {
      expect(parseAmountRange(bad), bad).toBeNull();
    }
  });

  it('uses the shared paging fallbacks and a single known sort column', () => {
    expect(ZSaleTransactionListQuery.parse({ pageNumber: 'x', pageSize: '5000' })).toMatchObject({
      pageNumber: 1,
      pageSize: 200,
      filters: [],
    });
    expect(ZSaleTransactionListQuery.parse({ sort: 'totalPayAmount:desc' }).sort).toEqual({
      field: 'totalPayAmount',
      direction: 'desc',
    });
    expect(ZSaleTransactionListQuery.safeParse({ sort: 'requestBody:asc' }).success).toBe(false);
    expect(ZSaleTransactionListQuery.safeParse({ filter: 'status:7:eq' }).success).toBe(false);
  });
});
