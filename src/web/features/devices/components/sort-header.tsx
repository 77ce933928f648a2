import { UnstyledButton } from '@mantine/core';
import type { TSortEntry } from '../../../lib/list-query';

type TSortHeaderProps = {
  field: string;
  label: string;
  sort: TSortEntry | undefined;
  onSort: (next: TSortEntry[]) => void;
};

/** Single-column sort: asc → desc → none. */
export function SortHeader({ field, label, sort, onSort }: TSortHeaderProps) {
  const current = sort?.field === field ? sort.direction : null;
  const next = (): TSortEntry[] => {
    if (current === null) return [{ field, direction: 'asc' }];
    if (current === 'asc') return [{ field, direction: 'desc' }];
    return [];
  };
  const arrow = current === 'asc' ? ' ↑' : current === 'desc' ? ' ↓' : '';
  return (
    <UnstyledButton
      onClick={() => onSort(next())}
      fw={600}
      fz="sm"
      aria-sort={current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : 'none'}
    >
      {label}
      {arrow}
    </UnstyledButton>
  );
}
