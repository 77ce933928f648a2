/**
 * Paging limits shared by every list API and list screen. Spec §9: page 1, size 10. One maximum
 * page size so no list can be asked for an unbounded page; the page number is capped too, so the
 * row offset stays a safe integer.
 */
export const LIST_LIMITS = { page: 1, size: 10, maxSize: 200, maxPage: 1_000_000 } as const;

/**
 * Where no exact total is cheap (text searches; every sale list filter), a list stops counting
 * here: rowCount is then this cap, the answer says `rowCountCapped: true` and the screen "10.000+".
 */
export const LIST_COUNT_CAP = 10_000;

/** A total counted up to one past LIST_COUNT_CAP: exact below it, else the cap and `capped`. */
export function cappedTotal(counted: number): { rowCount: number; capped: boolean } {
  return counted > LIST_COUNT_CAP
    ? { rowCount: LIST_COUNT_CAP, capped: true }
    : { rowCount: counted, capped: false };
}
