import type { QueryClient } from '@tanstack/react-query';

/**
 * The first key of every query that shows documents' states: the document list and its dialogs,
 * Tüm İşlemler (a sale's documents) and the dashboard's counts by status.
 */
const DOCUMENT_VIEW_ROOTS: ReadonlySet<unknown> = new Set([
  'documents',
  'sale-transactions',
  'dashboard',
]);

/**
 * After an action on a document (cancel, resend) or once its outcome is known: the screens on
 * show ask again, the others when next opened, so none shows the state from before.
 */
export function invalidateDocumentViews(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => DOCUMENT_VIEW_ROOTS.has(query.queryKey[0]),
  });
}
