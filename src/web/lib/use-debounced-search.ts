import { useDebouncedValue } from '@mantine/hooks';
import { effectiveSearchText } from './search-text';
import { SEARCH_DEBOUNCE_MS } from './timings';

/** The text a search box asks the server for: spec §9's 700 ms after typing stops, ≥ 2 characters. */
export function useDebouncedSearch(input: string): string {
  const [debounced] = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  return effectiveSearchText(debounced);
}
