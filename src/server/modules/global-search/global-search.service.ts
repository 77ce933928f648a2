import type { TDb } from '../../db/database';
import { canViewArea } from '../../../shared/auth/permissions';
import {
  GLOBAL_SEARCH_LIMIT_PER_TYPE,
  globalSearchWindow,
  type TGlobalSearchResponse,
  type TGlobalSearchResult,
} from '../../../shared/global-search/global-search';
import { dataScopeOf, type TScope } from '../../plugins/app/scope';
import { searchBusinesses, searchDevices, searchStores } from './global-search.repository';
import type { TSearchScope } from './search-scope';
import { transactionQuery } from './transaction-query';
import { searchTransactions } from './transaction-search.repository';

/** An administrator searches every tenant; anyone else their tenant (and store in store mode). */
function searchScopeOf(scope: TScope): TSearchScope | null {
  if (scope.isAdmin) return { kind: 'all' };
  return scope.tenantId ? { kind: 'tenant', data: dataScopeOf(scope) } : null;
}

/**
 * Spec §2/§7 global search: businesses, stores, devices and transactions (documents of the last
 * 31 days, by number or ETTN), each kind only for those who may open its list (spec §6 areas).
 */
export async function globalSearch(
  db: TDb,
  scope: TScope,
  searchText: string,
  now: Date = new Date(),
): Promise<TGlobalSearchResponse> {
  const searchScope = searchScopeOf(scope);
  if (!searchScope) return { searchResults: [] };
  const limit = GLOBAL_SEARCH_LIMIT_PER_TYPE;
  const results: TGlobalSearchResult[] = [];
  if (canViewArea(scope, 'organisation')) {
    results.push(...(await searchBusinesses(db, searchScope, searchText, limit)));
    results.push(...(await searchStores(db, searchScope, searchText, limit)));
  }
  if (canViewArea(scope, 'devices')) {
    results.push(...(await searchDevices(db, searchScope, searchText, limit)));
  }
  if (canViewArea(scope, 'invoice')) {
    const window = globalSearchWindow(now);
    const years = [...new Set([window.from, window.to].map((day) => Number(day.slice(0, 4))))];
    const query = transactionQuery(searchText, years);
    results.push(...(await searchTransactions(db, searchScope, query, window, limit)));
  }
  return { searchResults: results };
}
