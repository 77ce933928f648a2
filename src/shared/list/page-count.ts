/**
 * The number of pages of a list. An empty list has no pages: 0, which is what the document,
 * device and store lists have always answered; the web pager still draws one page for it.
 */
export function pageCount(rowCount: number, pageSize: number): number {
  return Math.ceil(rowCount / pageSize);
}
