import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TTaxpayerStatusRow } from '../../../../shared/integrator/integrator-admin';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { SearchBox } from '../../../components/search-box';
import { ListPager } from '../../../lib/list/list-pager';
import { ListFetching } from '../../../lib/list/list-fetching';
import { TableSkeleton } from '../../../lib/list/table-skeleton';
import { useListState } from '../../../lib/list/use-list-state';
import { showSuccessToast } from '../../../lib/toast';
import { useControlSimulatorTaxpayer } from '../api/control-simulator-taxpayer';
import { useTaxpayerStatuses } from '../api/list-taxpayer-statuses';
import { useRefreshTaxpayerStatuses } from '../api/refresh-taxpayer-statuses';
import { useManagementTranslation } from '../lib/management-i18n';
import { SimulatorOfflineModal } from './simulator-offline-modal';
import { TaxpayerStatusTable } from './taxpayer-status-table';

/** pageTab (spec §2 list parameter) picks the state: all, offline only, online only. */
const STATE_OF_TAB: Record<number, boolean | undefined> = { 0: undefined, 1: false, 2: true };

/** The taxpayers' state at their integrators; administrators ask again and drive the simulator. */
export function TaxpayerStatusSection({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useManagementTranslation();
  const { query, setPage, setSize, setSearch, setPageTab } = useListState();
  const isOnline = STATE_OF_TAB[query.pageTab];
  const list = useTaxpayerStatuses({
    pageNumber: query.page,
    pageSize: query.size,
    ...(query.q ? { searchText: query.q } : {}),
    ...(isOnline === undefined ? {} : { isOnline }),
  });
  const refresh = useRefreshTaxpayerStatuses();
  const control = useControlSimulatorTaxpayer();
  const [offline, setOffline] = useState<TTaxpayerStatusRow | null>(null);
  const reported = (result: { checked: number; changed: number; failed: number }) =>
    showSuccessToast({
      message: t(
        result.failed > 0 ? 'taxpayers.refreshedWithFailures' : 'taxpayers.refreshed',
        result,
      ),
    });
  const simulate = (row: TTaxpayerStatusRow) => {
    if (!row.isOnline) {
      control.mutate(
        { id: row.integratorProductId, taxNo: row.taxNo, isOnline: true },
        { onSuccess: reported },
      );
      return;
    }
    control.reset();
    setOffline(row);
  };
  const takeOffline = (reason: string) =>
    offline &&
    control.mutate(
      {
        id: offline.integratorProductId,
        taxNo: offline.taxNo,
        isOnline: false,
        ...(reason ? { reason } : {}),
      },
      {
        onSuccess: (result) => {
          setOffline(null);
          reported(result);
        },
      },
    );
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz={18}>
              {t('taxpayers.title')}
            </Title>
            <Text fz="sm" c="dimmed" maw={760}>
              {t('taxpayers.description')}
            </Text>
          </div>
          {isAdmin ? (
            <Button
              variant="light"
              loading={refresh.isPending}
              onClick={() => refresh.mutate(undefined, { onSuccess: reported })}
            >
              {t('taxpayers.refresh')}
            </Button>
          ) : null}
        </Group>
        <Group>
          <SearchBox q={query.q} label={t('taxpayers.searchPlaceholder')} onSearch={setSearch} />
          <SegmentedControl
            value={String(query.pageTab in STATE_OF_TAB ? query.pageTab : 0)}
            onChange={(value) => setPageTab(Number(value))}
            data={[
              { value: '0', label: t('common.all') },
              { value: '1', label: t('taxpayers.offline') },
              { value: '2', label: t('taxpayers.online') },
            ]}
          />
        </Group>
        <RequestErrorAlert title={t('common.loadFailed')} error={list.error} />
        <RequestErrorAlert
          title={t('common.saveFailed')}
          error={refresh.error ?? (offline ? null : control.error)}
        />
        {list.isPending ? (
          <TableSkeleton />
        ) : (
          <ListFetching loading={list.isPlaceholderData}>
            <TaxpayerStatusTable
              rows={list.data?.list ?? []}
              onSimulate={isAdmin ? simulate : null}
            />
          </ListFetching>
        )}
        <ListPager
          data={list.data}
          page={query.page}
          onPage={setPage}
          onSize={setSize}
          totalText={(count) => t('taxpayers.total', { count })}
        />
      </Stack>
      <SimulatorOfflineModal
        key={offline?.taxNo ?? 'none'}
        row={offline}
        loading={control.isPending}
        error={control.error}
        onCancel={() => setOffline(null)}
        onConfirm={takeOffline}
      />
    </Paper>
  );
}
