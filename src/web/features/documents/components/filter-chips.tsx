import { Button, Group, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chipValues, type TAppliedFilter } from '../lib/applied-filters';

type TFilterChipsProps = {
  applied: TAppliedFilter[];
  onRemove: (filter: TAppliedFilter) => void;
  onClear: () => void;
};

/** One chip per applied filter; the date range chip has no remove button (spec §2). */
export function FilterChips({ applied, onRemove, onClear }: TFilterChipsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" mb="sm" data-testid="filter-chips">
      {applied.map((filter) => (
        <Pill
          key={filter.key}
          size="md"
          withRemoveButton={filter.removable}
          onRemove={() => onRemove(filter)}
          removeButtonProps={{ 'aria-label': t('documentList.filters.remove') }}
          data-filter={filter.key}
        >
          {filter.column}: {chipValues(t, filter.values)}
        </Pill>
      ))}
      {applied.some((f) => f.removable) ? (
        <Button size="compact-sm" variant="subtle" onClick={onClear}>
          {t('documentList.filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
