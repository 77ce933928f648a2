import { pageCount } from '../../shared/list/page-count';

/** The page a list route was asked for, after the shared paging rules (src/shared/list). */
export type TPaging = { page: number; size: number };

export type TListEnvelope<T> = {
  list: T[];
  currentPage: number;
  pageSize: number;
  rowCount: number;
  pageCount: number;
};

/** Spec §3 list response of every list route: one place computes the page numbers. */
export function listEnvelope<T>(rows: T[], rowCount: number, paging: TPaging): TListEnvelope<T> {
  return {
    list: rows,
    currentPage: paging.page,
    pageSize: paging.size,
    rowCount,
    pageCount: pageCount(rowCount, paging.size),
  };
}
