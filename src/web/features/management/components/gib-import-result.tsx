import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TGibImportResult } from '../../../../shared/taxpayer/gib-user-import';
import { formatInteger, formatNumber } from '../../../../shared/format/number';

/** The counts an import reports, as a compact grid. */
export function GibImportResult({ result }: { result: TGibImportResult }) {
  const { t } = useTranslation();
  const items = [
    [t('gibUsers.result.users'), formatInteger(result.users)],
    [t('gibUsers.result.aliases'), formatInteger(result.aliases)],
    [t('gibUsers.result.pkAliases'), formatInteger(result.pkAliases)],
    [t('gibUsers.result.gbAliases'), formatInteger(result.gbAliases)],
    [t('gibUsers.result.deletedAliases'), formatInteger(result.deletedAliases)],
    [t('gibUsers.result.skippedUsers'), formatInteger(result.skippedUsers)],
    [t('gibUsers.result.seconds'), formatNumber(result.ms / 1000, { maxFractionDigits: 1 })],
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
