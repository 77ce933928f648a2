import { LIST_LIMITS } from '../../../../shared/list/list-limits';
import { toListSearchParams, type TListQuery } from '../../../lib/list/list-query';
import { apiSort } from '../../../lib/list/list-state';
import type { TDocumentListParams } from '../api/list-documents';

/** Spec §2: the store name and invoice date columns sort; one column at a time. */
export const DOCUMENT_SORTABLE = ['storeName', 'invoiceDate'] as const;

/**
 * The list call for a URL state. The API reads filters in the URL's own `field:value:type` form,
 * so the entries go through as they are (malformed ones already dropped by the URL parser).
 */
export function documentListParams(query: TListQuery): TDocumentListParams {
  return {
    page: query.page,
    size: Math.min(query.size, LIST_LIMITS.maxSize),
    sort: apiSort(query.sort[0], DOCUMENT_SORTABLE),
    filter: toListSearchParams({ filter: query.filter }).get('filter') ?? undefined,
  };
}
