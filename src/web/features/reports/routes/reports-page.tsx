import { Box, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReportGroup } from '../../../../shared/reports/report-catalogue';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { errorMessage } from '../../../lib/error-message';
import { useAccount } from '../../../lib/session/get-account';
import { TableSkeleton } from '../../../lib/list/table-skeleton';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRecordPanel } from '../../../lib/use-record-panel';
import { useViewParam } from '../../../lib/use-view-param';
import { useReportCatalogue } from '../api/get-report-catalogue';
import { useSetReportGroupActivation } from '../api/set-report-group-activation';
import { ReportCatalogueNav } from '../components/report-catalogue-nav';
import { ReportDefinitionPanel } from '../components/report-definition-panel';
import { ReportDefinitionsTable } from '../components/report-definitions-table';
import { ReportDownloadForm } from '../components/report-download-form';
import { ReportGroupPanel } from '../components/report-group-panel';
import { ReportGroupsTable } from '../components/report-groups-table';

/** `/reports` (spec §2, a tenant or a store selected): download reports; admins keep the catalogue. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const catalogue = useReportCatalogue();
  const activation = useSetReportGroupActivation();
  const { openView } = useViewParam();
  const { view, id, openFor } = useRecordPanel();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  usePageTitle(t('menu.reports'));

  const groups = catalogue.data?.groups ?? [];
  const reports = groups.flatMap((g) => g.reports);
  const selected = reports.find((r) => r.id === selectedId) ?? null;
  const editingGroup = view === 'edit-group' ? (groups.find((g) => g.id === id) ?? null) : null;
  const editingReport = view === 'edit-report' ? (reports.find((r) => r.id === id) ?? null) : null;
  const toggle = (group: TReportGroup) =>
    activation.mutate(
      { groupList: [{ id: group.id, isActive: !group.isActive }] },
      {
        onSuccess: () => showSuccessToast({ message: t('reports.toasts.activation') }),
        onError: (error) => showErrorToast({ message: errorMessage(error, t) }),
      },
    );

  return (
    <Box px={{ base: 'md', sm: 32 }} py={28} maw={1400}>
      <Title order={1} fz={26} mb="lg">
        {t('menu.reports')}
      </Title>
      <RequestErrorAlert title={t('reports.loadFailed')} error={catalogue.error} />
      {catalogue.isPending ? <TableSkeleton rows={6} /> : null}
      {catalogue.data ? (
        <Paper withBorder radius="md" p="md">
          <Grid>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <ReportCatalogueNav
                catalogue={catalogue.data}
                selectedId={selectedId}
                onSelect={setSelectedId}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              {selected ? (
                <ReportDownloadForm
                  key={selected.id}
                  report={selected}
                  tenantId={account?.tenantId ?? null}
                  storeId={account?.storeId ?? null}
                />
              ) : (
                <Text c="dimmed">{t('reports.choose')}</Text>
              )}
            </Grid.Col>
          </Grid>
        </Paper>
      ) : null}
      {account?.isAdmin && catalogue.data ? (
        <Stack mt="xl" gap="md">
          <Title order={2} fz={20}>
            {t('reports.manage.title')}
          </Title>
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" mb="sm">
              <Title order={3} fz={16}>
                {t('reports.manage.groups')}
              </Title>
              <Button size="sm" onClick={() => openView('add-group')}>
                {t('reports.manage.addGroup')}
              </Button>
            </Group>
            <ReportGroupsTable
              groups={groups}
              pending={activation.isPending}
              onEdit={(groupId) => openFor('edit-group', groupId)}
              onToggle={toggle}
            />
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" mb="sm">
              <Title order={3} fz={16}>
                {t('reports.manage.definitions')}
              </Title>
              <Button size="sm" onClick={() => openView('add-report')}>
                {t('reports.manage.addReport')}
              </Button>
            </Group>
            <ReportDefinitionsTable
              catalogue={catalogue.data}
              onEdit={(reportId) => openFor('edit-report', reportId)}
            />
          </Paper>
          <ReportGroupPanel editing={editingGroup} />
          <ReportDefinitionPanel catalogue={catalogue.data} editing={editingReport} />
        </Stack>
      ) : null}
    </Box>
  );
}
