import { TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { IconSearch } from './icons';
import { useDebouncedSearch } from '../lib/use-debounced-search';

type TSearchBoxProps = {
  q: string;
  label: string;
  onSearch: (q: string) => void;
  testId?: string;
};

/**
 * Spec §9: the list is searched 700 ms after typing stops, from 2 characters. A `q` changed from
 * outside (a link, the back button) replaces the typed text.
 */
export function SearchBox({ q, label, onSearch, testId }: TSearchBoxProps) {
  const [input, setInput] = useState(q);
  const searchText = useDebouncedSearch(input);
  const sent = useRef(q);
  useEffect(() => {
    if (q === sent.current) return;
    sent.current = q;
    setInput(q);
  }, [q]);
  useEffect(() => {
    if (searchText === sent.current) return;
    sent.current = searchText;
    onSearch(searchText);
  }, [searchText, onSearch]);
  return (
    <TextInput
      leftSection={<IconSearch />}
      placeholder={label}
      aria-label={label}
      data-testid={testId}
      value={input}
      onChange={(e) => setInput(e.currentTarget.value)}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
