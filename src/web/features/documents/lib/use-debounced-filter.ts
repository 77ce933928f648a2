import { useEffect, useRef } from 'react';
import { effectiveSearchText } from '../../../lib/search-text';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/timings';

/**
 * A search box that writes its filter 700 ms after typing stops, from 2 characters (spec §9).
 * Typing is the only trigger: when the URL moves (back, clear filters) a pending write is dropped,
 * so an old text can never come back.
 */
export function useDebouncedFilter(current: string, write: (text: string) => void) {
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef({ current, write });
  useEffect(() => {
    latest.current = { current, write };
  });
  useEffect(() => {
    window.clearTimeout(timer.current);
  }, [current]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (input: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const text = effectiveSearchText(input);
      if (text !== latest.current.current) latest.current.write(text);
    }, SEARCH_DEBOUNCE_MS);
  };
}
