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
export function useDocumentFilters(
  query: TListQuery,
  setFilter: (change: (current: TFilterEntry[]) => TFilterEntry[]) => void,
) {
  const filters = useMemo(() => readDocumentFilters(query.filter), [query.filter]);
  // Each change starts from the URL as it is when written, never from an older render.
  const edit = (apply: (current: TDocumentFilters) => TDocumentFilters, chooseDate = false) =>
    setFilter((current) =>
      writeDocumentFilters(
        apply(readDocumentFilters(current)),
        hasDateEntry(current) || chooseDate,
      ),
    );
  const change = (next: Partial<TDocumentFilters>, chooseDate = false) =>
    edit((current) => ({ ...current, ...next }), chooseDate);
  return {
    filters,
    change,
    changeDate: (dateRange: TDocumentFilters['dateRange']) => change({ dateRange }, true),
    /** Everything but the date range, which cannot be removed. */
    clear: () =>
      edit((current) => ({ ...current, storeIds: [], docType: null, invoiceNo: '', others: [] })),
    removeOther: (entry: TFilterEntry) =>
      edit((current) => ({
        ...current,
        others: current.others.filter(
          (f) => !(f.field === entry.field && f.value === entry.value && f.type === entry.type),
        ),
      })),
  };
}
