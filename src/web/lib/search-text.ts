import { SEARCH_MIN_LENGTH } from './timings';

/** Spec §5: search boxes act only from 2 characters; shorter input means "no search text". */
export function effectiveSearchText(input: string): string {
  const text = input.trim();
  return text.length >= SEARCH_MIN_LENGTH ? text : '';
}
