import { Badge, Group, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReportCatalogue } from '../../../../shared/reports/report-catalogue';

type TProps = {
  catalogue: TReportCatalogue;
  selectedId: string | null;
  onSelect: (reportId: string) => void;
};

/** Report groups in priority order, each with its reports (spec §3). */
export function ReportCatalogueNav({ catalogue, selectedId, onSelect }: TProps) {
  const { t } = useTranslation();
  if (catalogue.groups.length === 0) {
    return <Text c="dimmed">{t('reports.empty')}</Text>;
  }
  return (
    <Stack gap="xs" aria-label={t('menu.reports')}>
      {catalogue.groups.map((group) => (
        <Stack key={group.id} gap={2}>
          <Group gap="xs">
            <Text fw={650} size="sm">
              {group.name}
            </Text>
            {group.isActive ? null : (
              <Badge size="xs" color="gray">
                {t('reports.inactive')}
              </Badge>
            )}
          </Group>
          {group.reports.map((report) => (
            <NavLink
              component="button"
              key={report.id}
              label={report.name}
              active={report.id === selectedId}
              onClick={() => onSelect(report.id)}
              disabled={!group.isActive}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
