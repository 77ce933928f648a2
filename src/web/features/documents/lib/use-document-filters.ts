import { useMemo } from 'react';
import type { TListQuery, TFilterEntry } from '../../../lib/list/list-query';
import {
  hasDateEntry,
  readDocumentFilters,
  writeDocumentFilters,
  type TDocumentFilters,
} from './document-filters';

/**
 * The screen's filters read from and written to the URL's `filter` parameter. The date range is
 * always applied; it enters the URL only once the user picks one, so a link without it keeps
 * meaning "the last month" (spec §2).
 */
export function useDocumentFilters(query: TListQuery, setFilter: (filter: TFilterEntry[]) => void) {
  const filters = useMemo(() => readDocumentFilters(query.filter), [query.filter]);
  const dateChosen = hasDateEntry(query.filter);
  const change = (next: Partial<TDocumentFilters>, chooseDate = false) =>
    setFilter(writeDocumentFilters({ ...filters, ...next }, dateChosen || chooseDate));
  return {
    filters,
    change,
    changeDate: (dateRange: TDocumentFilters['dateRange']) => change({ dateRange }, true),
    /** Everything but the date range, which cannot be removed. */
    clear: () =>
      setFilter(
        writeDocumentFilters(
          { ...filters, storeIds: [], docType: null, invoiceNo: '', others: [] },
          dateChosen,
        ),
      ),
    removeOther: (entry: TFilterEntry) =>
      change({ others: filters.others.filter((f) => f !== entry) }),
  };
}
