import { Table, UnstyledButton } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import type { TSortEntry } from './list-query';

type TSortHeaderProps = {
  field: string;
  sort: TSortEntry | undefined;
  onSort: (field: string) => void;
  children: ReactNode;
  /** For tables that pin columns or fix their widths. */
  className?: string;
  style?: CSSProperties;
  'data-pinned'?: string;
};

/** A column header that sorts the list by its field (single-column sort). */
export function SortHeader(props: TSortHeaderProps) {
  const { field, sort, onSort, children, className, style } = props;
  const direction = sort?.field === field ? sort.direction : undefined;
  return (
    <Table.Th
      className={className}
      style={style}
      data-pinned={props['data-pinned']}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <UnstyledButton onClick={() => onSort(field)} fw={600} fz="sm">
        {children} {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
      </UnstyledButton>
    </Table.Th>
  );
}
