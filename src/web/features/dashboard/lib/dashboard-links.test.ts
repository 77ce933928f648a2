import { describe, expect, it } from 'vitest';
import { parseDocumentFilter } from '../../../../shared/invoice/document-list-query';
import { parseListQuery } from '../../../lib/list/list-query';
import { readDashboardQuery, writeDashboardQuery } from './dashboard-params';
import { documentsPath } from './documents-link';

const NOVEMBER = { from: '2026-11-01', to: '2026-11-22' };

function filterOf(path: string) {
  const [route, search = ''] = path.split('?');
  return { route, params: new URLSearchParams(search) };
}

describe('tile links to the document list', () => {
  it('carry the status, page 1 of 10 and the period as the invoice date range', () => {
    const { route, params } = filterOf(documentsPath(NOVEMBER, { status: 6 }));
    expect(route).toBe('/invoice/documents');
    expect(parseListQuery(params)).toMatchObject({ page: 1, size: 10 });
    expect(parseDocumentFilter(params.get('filter') ?? '')).toEqual({
      filters: [
        { field: 'status', value: 6 },
        { field: 'invoiceDate', value: NOVEMBER },
      ],
      rejected: [],
    });
  });

  it('carry the document type, or the period alone', () => {
    const byType = filterOf(documentsPath(NOVEMBER, { docType: 9 })).params.get('filter');
    expect(parseDocumentFilter(byType ?? '').filters).toEqual([
      { field: 'docType', value: 9 },
      { field: 'invoiceDate', value: NOVEMBER },
    ]);
    expect(documentsPath(NOVEMBER)).toBe(
      '/invoice/documents?page=1&size=10&filter=invoiceDate%3A2026-11-01%7E2026-11-22%3Arange',
    );
  });
});

describe('the period in the dashboard URL', () => {
  it('reads presets and custom days, falling back to this month', () => {
    const read = (search: string) => readDashboardQuery(new URLSearchParams(search));
    expect(read('page=1&size=10')).toEqual({ period: 'thisMonth' });
    expect(read('period=lastMonth')).toEqual({ period: 'lastMonth' });
    expect(read('period=custom&from=2026-10-01&to=2026-10-15')).toEqual({
      period: 'custom',
      from: '2026-10-01',
      to: '2026-10-15',
    });
    expect(read('period=custom&from=2026-10-15&to=2026-10-01')).toEqual({ period: 'thisMonth' });
    expect(read('period=yesterday')).toEqual({ period: 'thisMonth' });
  });

  it('writes the period and keeps the list parameters', () => {
    const start = new URLSearchParams('page=1&size=10&period=custom&from=2026-10-01&to=2026-10-02');
    expect(writeDashboardQuery(start, { period: 'today' }).toString()).toBe(
      'page=1&size=10&period=today',
    );
    const custom = { period: 'custom', from: '2026-09-01', to: '2026-09-30' } as const;
    expect(writeDashboardQuery(new URLSearchParams('page=1&size=10'), custom).toString()).toBe(
      'page=1&size=10&period=custom&from=2026-09-01&to=2026-09-30',
    );
  });
});
