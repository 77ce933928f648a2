import { describe, expect, it } from 'vitest';
import type { TGlobalSearchResult } from '../../../../shared/global-search/global-search';
import { moreDocumentsLink, resultLink } from './result-link';

const owner = { tenantId: 't1', tenantName: 'Anadolu Market A.Ş.' };
const NOW = new Date('2026-11-26T09:00:00Z');

describe('resultLink: where a chosen global search result leads (spec §2)', () => {
  it('selects a business and opens the tenant list searching its name', () => {
    const business: TGlobalSearchResult = {
      type: 1,
      id: 't1',
      name: 'Anadolu Market A.Ş.',
      city: 'İstanbul',
      isActive: true,
      ...owner,
    };
    expect(resultLink(business, 's9', NOW)).toEqual({
      target: { tenantId: 't1', storeId: null, name: 'Anadolu Market A.Ş.' },
      path: '/organisation/tenant?page=1&size=10&q=Anadolu+Market+A.%C5%9E.',
    });
  });

  it('selects a store, or a device’s store, and opens its list', () => {
    const store: TGlobalSearchResult = {
      type: 2,
      id: 's1',
      name: 'Kadıköy Şube',
      cityName: 'İstanbul',
      isActive: true,
      ...owner,
    };
    expect(resultLink(store, null, NOW)).toEqual({
      target: { tenantId: 't1', storeId: 's1', name: 'Kadıköy Şube' },
      path: '/organisation/stores?page=1&size=10&q=Kad%C4%B1k%C3%B6y+%C5%9Eube',
    });
    const device: TGlobalSearchResult = {
      type: 3,
      id: 'd1',
      serialNumber: 'JI0001',
      description: null,
      isActive: true,
      storeId: 's1',
      storeName: 'Kadıköy Şube',
      ...owner,
    };
    expect(resultLink(device, null, NOW)).toEqual({
      target: { tenantId: 't1', storeId: 's1', name: 'Kadıköy Şube' },
      path: '/devices?page=1&size=10&q=JI0001',
    });
  });

  it('opens the document list on the number and the last 31 days, keeping its own store', () => {
    const doc: TGlobalSearchResult = {
      type: 4,
      id: 'x1',
      invoiceNo: 'KDK2026000000012',
      ettn: '5b4b6bd6-1c5e-4e2e-9d3b-000000000001',
      invoiceDate: '2026-11-25',
      docType: 2,
      totalPayAmount: '12.50',
      currencyCode: 'TRY',
      storeId: 's1',
      storeName: 'Kadıköy Şube',
      ...owner,
    };
    const link = resultLink(doc, null, NOW);
    expect(link.target).toEqual({ tenantId: 't1', storeId: null, name: 'Anadolu Market A.Ş.' });
    // 31 Istanbul days, today included.
    expect(new URLSearchParams(link.path.split('?')[1]).get('filter')).toBe(
      'searchText:KDK2026000000012:search,invoiceDate:2026-10-27~2026-11-26:range',
    );
    expect(link.path.startsWith('/invoice/documents?page=1&size=10&filter=')).toBe(true);
    expect(resultLink(doc, 's1', NOW).target).toEqual({
      tenantId: 't1',
      storeId: 's1',
      name: 'Kadıköy Şube',
    });
    const unnumbered = resultLink({ ...doc, invoiceNo: null }, null, NOW).path;
    expect(new URLSearchParams(unnumbered.split('?')[1]).get('filter')).toContain(
      `searchText:${doc.ettn}:search`,
    );
  });
});

describe('moreDocumentsLink: "more documents" opens the list where the search looked', () => {
  const account = {
    tenantId: 't1',
    tenantName: 'Anadolu Market A.Ş.',
    storeId: 's1',
    storeName: 'Kadıköy Şube',
  };
  const filterOf = (path: string) => new URLSearchParams(path.split('?')[1]).get('filter');

  it('keeps the store when only the store was searched, the tenant when all of it was', () => {
    const inStore = moreDocumentsLink('KDK2026', account, 'store', NOW);
    expect(inStore?.target).toEqual({ tenantId: 't1', storeId: 's1', name: 'Kadıköy Şube' });
    expect(filterOf(inStore?.path ?? '')).toBe(
      'searchText:KDK2026:search,invoiceDate:2026-10-27~2026-11-26:range',
    );
    expect(moreDocumentsLink('KDK2026', account, 'tenant', NOW)?.target).toEqual({
      tenantId: 't1',
      storeId: null,
      name: 'Anadolu Market A.Ş.',
    });
  });

  it('has none after a search across tenants, or without a tenant', () => {
    expect(moreDocumentsLink('KDK2026', account, 'all', NOW)).toBeNull();
    expect(
      moreDocumentsLink('KDK', { ...account, tenantId: null, storeId: null }, 'tenant', NOW),
    ).toBeNull();
  });
});
