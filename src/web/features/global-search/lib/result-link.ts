import {
  GlobalSearchType,
  globalSearchWindow,
  type TGlobalSearchResult,
} from '../../../../shared/global-search/global-search';
import { listPath } from '../../../lib/list/list-query';

/** Where a chosen result leads: the scope to select (named for the confirm dialog) and the list. */
export type TResultLink = {
  target: { tenantId: string; storeId: string | null; name: string };
  path: string;
};

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
      const { from, to } = globalSearchWindow(now);
      return {
        target: {
          tenantId: result.tenantId,
          storeId: inStore ? result.storeId : null,
          name: inStore ? result.storeName : result.tenantName,
        },
        path: listPath('/invoice/documents', {
          filter: [
            { field: 'searchText', value: result.invoiceNo ?? result.ettn, type: 'search' },
            { field: 'invoiceDate', value: `${from}~${to}`, type: 'range' },
          ],
        }),
      };
    }
  }
}
