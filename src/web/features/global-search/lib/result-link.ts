import type { TAccount } from '../../../../shared/auth/account';
import {
  GlobalSearchType,
  globalSearchWindow,
  type TGlobalSearchResult,
  type TGlobalSearchScope,
} from '../../../../shared/global-search/global-search';
import { listPath } from '../../../lib/list/list-query';

/** Where a chosen result leads: the scope to select (named for the confirm dialog) and the list. */
export type TResultLink = {
  target: { tenantId: string; storeId: string | null; name: string };
  path: string;
};

function documentsPath(searchText: string, now: Date): string {
  const { from, to } = globalSearchWindow(now);
  return listPath('/invoice/documents', {
    filter: [
      { field: 'searchText', value: searchText, type: 'search' },
      { field: 'invoiceDate', value: `${from}~${to}`, type: 'range' },
    ],
  });
}

/**
 * Where "more documents" leads: the document list searching the typed text over the same 31 days,
 * at the scope the search looked in (the whole tenant when it was asked for from store mode).
 * None when the search looked across tenants: one tenant's list would not hold what it found.
 */
export function moreDocumentsLink(
  searchText: string,
  account: Pick<TAccount, 'tenantId' | 'tenantName' | 'storeId' | 'storeName'>,
  searchedIn: TGlobalSearchScope,
  now: Date = new Date(),
): TResultLink | null {
  if (searchedIn === 'all' || account.tenantId === null) return null;
  const inStore = searchedIn === 'store' && account.storeId !== null;
  return {
    target: {
      tenantId: account.tenantId,
      storeId: inStore ? account.storeId : null,
      name: (inStore ? account.storeName : account.tenantName) ?? '',
    },
    path: documentsPath(searchText, now),
  };
}

/**
 * Spec §2 Layout: choosing a result selects its tenant or store and opens its list on page 1,
 * size 10, with the result's own text as the list's search; a transaction opens the document list
 * with the last 31 days. A device's list needs its store selected; a transaction keeps the
 * selected store when it is the document's own, else shows all of the tenant's stores.
 */
export function resultLink(
  result: TGlobalSearchResult,
  selectedStoreId: string | null,
  now: Date = new Date(),
): TResultLink {
  switch (result.type) {
    case GlobalSearchType.business:
      return {
        target: { tenantId: result.id, storeId: null, name: result.name },
        path: listPath('/organisation/tenant', { q: result.name }),
      };
    case GlobalSearchType.store:
      return {
        target: { tenantId: result.tenantId, storeId: result.id, name: result.name },
        path: listPath('/organisation/stores', { q: result.name }),
      };
    case GlobalSearchType.device:
      return {
        target: { tenantId: result.tenantId, storeId: result.storeId, name: result.storeName },
        path: listPath('/devices', { q: result.serialNumber }),
      };
    case GlobalSearchType.transaction: {
      const inStore = selectedStoreId === result.storeId;
      return {
        target: {
          tenantId: result.tenantId,
          storeId: inStore ? result.storeId : null,
          name: inStore ? result.storeName : result.tenantName,
        },
        path: documentsPath(result.invoiceNo ?? result.ettn, now),
      };
    }
  }
}
