import { z } from 'zod';
import { LIST_LIMITS } from './list-limits';

/**
 * Spec §5: page and size must be numeric, else their defaults. A value that is not a positive
 * whole number falls back to the default instead of failing the request; one above the maximum is
 * cut to the maximum. Every list API reads its page and size through these two.
 */
function countParam(fallback: number, max: number) {
  return z
    .unknown()
    .optional()
    .transform((value) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!/^\d+$/.test(text) || Number(text) < 1) return fallback;
      return Math.min(Number(text), max);
    });
}

export const ZPageNumberParam = countParam(LIST_LIMITS.page, LIST_LIMITS.maxPage);
export const ZPageSizeParam = countParam(LIST_LIMITS.size, LIST_LIMITS.maxSize);

/** Free search text of a list (spec §2 `q`, sent to the APIs as `searchText`). */
export const ZSearchTextParam = z.string().trim().max(100).optional();

/** The paging query of the lists whose wire names are `pageNumber`, `pageSize`, `searchText`. */
export const ZPagedQuery = z.object({
  pageNumber: ZPageNumberParam,
  pageSize: ZPageSizeParam,
  searchText: ZSearchTextParam,
});
