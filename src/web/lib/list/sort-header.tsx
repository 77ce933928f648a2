import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TSortEntry } from './list-query';

type TSortHeaderProps = {
  field: string;
  sort: TSortEntry | undefined;
  onSort: (field: string) => void;
  children: ReactNode;
};

/** A column header that sorts the list by its field (single-column sort). */
export function SortHeader({ field, sort, onSort, children }: TSortHeaderProps) {
  const direction = sort?.field === field ? sort.direction : undefined;
  return (
    <Table.Th
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <UnstyledButton onClick={() => onSort(field)} fw={600} fz="sm">
        {children} {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
      </UnstyledButton>
    </Table.Th>
  );
}
