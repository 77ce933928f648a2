import type { TDb } from '../../db/database';
import { canViewArea } from '../../../shared/auth/permissions';
import {
  GLOBAL_SEARCH_LIMIT_PER_TYPE,
  GlobalSearchType,
  globalSearchWindow,
  type TGlobalSearchResponse,
  type TGlobalSearchResult,
  type TGlobalSearchScope,
  type TGlobalSearchType,
} from '../../../shared/global-search/global-search';
import { dataScopeOf, type TScope } from '../../plugins/app/scope';
import { searchBusinesses, searchDevices, searchStores } from './global-search.repository';
import type { TSearchScope } from './search-scope';
import { transactionQuery } from './transaction-query';
import { searchTransactions } from './transaction-search.repository';

/**
 * An administrator searches every tenant; anyone else their tenant, and only the store in store
 * mode unless they ask for the whole tenant (which they could select themselves, spec §2).
 */
function searchScopeOf(scope: TScope, wholeTenant: boolean): TSearchScope | null {
  if (scope.isAdmin) return { kind: 'all' };
  if (!scope.tenantId) return null;
  const data = dataScopeOf(scope);
  return { kind: 'tenant', data: wholeTenant ? { ...data, storeId: null } : data };
}

function searchedIn(scope: TSearchScope): TGlobalSearchScope {
  if (scope.kind === 'all') return 'all';
  return scope.data.storeId ? 'store' : 'tenant';
}

/**
 * Spec §2/§7 global search: businesses, stores, devices and transactions (documents of the last
 * 31 days, by number or ETTN), each kind only for those who may open its list (spec §6 areas).
 */
export async function globalSearch(
  db: TDb,
  scope: TScope,
  input: { searchText: string; wholeTenant?: boolean | undefined },
  now: Date = new Date(),
): Promise<TGlobalSearchResponse> {
  const searchScope = searchScopeOf(scope, input.wholeTenant ?? false);
  if (!searchScope) return { searchResults: [], more: [], searchedIn: 'tenant' };
  const { searchText } = input;
  // One row past the limit says there are more, without counting them.
  const limit = GLOBAL_SEARCH_LIMIT_PER_TYPE + 1;
  const results: TGlobalSearchResult[] = [];
  const more: TGlobalSearchType[] = [];
  const add = (type: TGlobalSearchType, found: TGlobalSearchResult[]) => {
    if (found.length > GLOBAL_SEARCH_LIMIT_PER_TYPE) more.push(type);
    results.push(...found.slice(0, GLOBAL_SEARCH_LIMIT_PER_TYPE));
  };
  if (canViewArea(scope, 'organisation')) {
    add(GlobalSearchType.business, await searchBusinesses(db, searchScope, searchText, limit));
    add(GlobalSearchType.store, await searchStores(db, searchScope, searchText, limit));
  }
  if (canViewArea(scope, 'devices')) {
    add(GlobalSearchType.device, await searchDevices(db, searchScope, searchText, limit));
  }
  if (canViewArea(scope, 'invoice')) {
    const window = globalSearchWindow(now);
    const years = [...new Set([window.from, window.to].map((day) => Number(day.slice(0, 4))))];
    const query = transactionQuery(searchText, years);
    add(
      GlobalSearchType.transaction,
      await searchTransactions(db, searchScope, query, window, limit),
    );
  }
  return { searchResults: results, more, searchedIn: searchedIn(searchScope) };
}
