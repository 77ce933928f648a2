import { Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

export type TCardField<T> = { key: string; label: string; value: (row: T) => ReactNode };

type TListCardsProps<T> = {
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The row's name (a number, a store's name); a button opening the row when `onOpen` is given. */
  title: (row: T) => ReactNode;
  fields: readonly TCardField<T>[];
  /** The row's actions (its ⋮ menu or buttons), at the card's top right. */
  actions?: (row: T) => ReactNode;
  onOpen?: (row: T) => void;
  /** The `data-*` attributes the table row carries, so a card is found the same way. */
  rowAttributes?: (row: T) => Record<`data-${string}`, string>;
  label: string;
  testId: string;
};

/** A list on a phone: one card per row, its essentials as label and value, its actions in reach. */
export function ListCards<T>(props: TListCardsProps<T>) {
  const { rows, rowKey, title, fields, actions, onOpen, rowAttributes } = props;
  return (
    <Stack gap="xs" role="list" aria-label={props.label} data-testid={props.testId}>
      {rows.map((row) => (
        <Paper key={rowKey(row)} withBorder p="sm" role="listitem" {...rowAttributes?.(row)}>
          <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
            {onOpen ? (
              <UnstyledButton onClick={() => onOpen(row)} fw={600} fz="sm" data-card-open>
                {title(row)}
              </UnstyledButton>
            ) : (
              <Text fw={600} fz="sm">
                {title(row)}
              </Text>
            )}
            {actions?.(row)}
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
            {fields.map((field) => (
              <Stack key={field.key} gap={0} miw={0} data-column={field.key}>
                <Text fz="xs" c="dimmed">
                  {field.label}
                </Text>
                <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                  {field.value(row)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
