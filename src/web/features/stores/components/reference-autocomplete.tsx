import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';

type TReferenceAutocompleteProps = {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** Suggestions for the (debounced) text; free text stays allowed. */
  useOptions: (searchText: string) => string[];
  testId: string;
};

/** A picker backed by a reference list that still accepts any typed value. */
export function ReferenceAutocomplete(props: TReferenceAutocompleteProps) {
  const [search] = useDebouncedValue(props.value, 300);
  const options = props.useOptions(search.trim().length >= 2 ? search.trim() : '');
  return (
    <Autocomplete
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      data={[...new Set(options)]}
      error={props.error}
      limit={30}
      data-testid={props.testId}
    />
  );
}
