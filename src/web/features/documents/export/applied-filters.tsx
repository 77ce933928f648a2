import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type TAppliedFilter = { column: string; values: string[] };

/** Spec §2/§9: a column shows at most 2 values (store names), then "+N" for the rest. */
const SHOWN_VALUES = 2;

/** The filters the export will apply, one line per column. */
export function AppliedFilters({ applied }: { applied: TAppliedFilter[] }) {
  const { t } = useTranslation();
  const columns = applied.filter((a) => a.values.length > 0);
  if (columns.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t('documentExport.noFilters')}
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="export-applied-filters">
      {columns.map(({ column, values }) => (
        <Group key={column} gap={6} wrap="wrap" data-testid="export-filter">
          <Text fz="sm" fw={600}>
            {column}:
          </Text>
          {values.slice(0, SHOWN_VALUES).map((value) => (
            <Badge key={value} variant="light" tt="none">
              {value}
            </Badge>
          ))}
          {values.length > SHOWN_VALUES ? (
            <Badge variant="outline" tt="none">
              {t('documentExport.moreValues', { count: values.length - SHOWN_VALUES })}
            </Badge>
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}
