import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs of a read-only information card. */
export function FactList({ facts }: { facts: readonly [label: string, value: ReactNode][] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {facts.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text fz="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
