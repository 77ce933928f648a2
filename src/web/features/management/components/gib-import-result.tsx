import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TGibImportResult } from '../../../../shared/taxpayer/gib-user-import';
import { useFormat } from '../../../lib/use-format';

/** The counts an import reports, as a compact grid. */
export function GibImportResult({ result }: { result: TGibImportResult }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const items = [
    [t('gibUsers.result.users'), fmt.integer(result.users)],
    [t('gibUsers.result.aliases'), fmt.integer(result.aliases)],
    [t('gibUsers.result.pkAliases'), fmt.integer(result.pkAliases)],
    [t('gibUsers.result.gbAliases'), fmt.integer(result.gbAliases)],
    [t('gibUsers.result.deletedAliases'), fmt.integer(result.deletedAliases)],
    [t('gibUsers.result.skippedUsers'), fmt.integer(result.skippedUsers)],
    [t('gibUsers.result.seconds'), fmt.number(result.ms / 1000, { maxFractionDigits: 1 })],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" data-testid="gib-import-result">
      {items.map(([label, value]) => (
        <Stack key={label} gap={2}>
          <Text fz="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={600}>{value}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
