import { Box, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDevice, TIssuedCredential } from '../../../../shared/device/device';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { errorMessage } from '../../../lib/error-message';
import { useAccount } from '../../../lib/session/get-account';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { ListPager } from '../../../lib/list/list-pager';
import { ListFetching } from '../../../lib/list/list-fetching';
import { TableSkeleton } from '../../../lib/list/table-skeleton';
import { useListState } from '../../../lib/list/use-list-state';
import { useRecordPanel } from '../../../lib/use-record-panel';
import { useViewParam } from '../../../lib/use-view-param';
import { useDevices } from '../api/list-devices';
import { useSetDeviceActivation } from '../api/set-device-activation';
import { CredentialModal } from '../components/credential-modal';
import { DeviceAddPanel } from '../components/device-add-panel';
import { DeviceEditPanel } from '../components/device-edit-panel';
import { DevicesTable } from '../components/devices-table';
import { DevicesToolbar } from '../components/devices-toolbar';
import { deviceListParams } from '../lib/device-list-state';

/** `/devices` (spec §2, store mode): the selected store's devices. */
export function DevicesPage() {
  const { t } = useTranslation();
  const { openView } = useViewParam();
  const { data: account } = useAccount();
  const { query, sort, setPage, setSize, setSearch, setFilter, toggleSort } = useListState();
  const { id: editId, openFor } = useRecordPanel();
  const list = useDevices(account?.storeId ?? null, deviceListParams(query));
  const activation = useSetDeviceActivation();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // The one-time credential lives here only while its modal is open.
  const [credential, setCredential] = useState<TIssuedCredential | null>(null);
  usePageTitle(t('menu.devices'));

  const active = query.filter.find((f) => f.field === 'isActive')?.value;
  const status = active === true ? 'active' : active === false ? 'passive' : 'all';

  const activate = (devices: { deviceId: string; isActive: boolean }[]) =>
    activation.mutate(
      { deviceList: devices },
      {
        onSuccess: ({ updated }) => {
          setSelected(new Set());
          showSuccessToast({ message: t('devices.toasts.activation', { count: updated }) });
        },
        onError: (error) => showErrorToast({ message: errorMessage(error, t) }),
      },
    );
  const toggle = (d: TDevice) => activate([{ deviceId: d.id, isActive: !d.isActive }]);

  return (
    <Box px={{ base: 'md', sm: 32 }} py={28} maw={1400}>
      <Group justify="space-between" align="flex-end" mb="lg">
        <Title order={1} fz={26}>
          {t('menu.devices')}
        </Title>
        <Button onClick={() => openView('add')}>{t('views.deviceAdd')}</Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <DevicesToolbar
          q={query.q}
          onSearch={setSearch}
          status={status}
          onStatus={(s) =>
            setFilter(s === 'all' ? [] : [{ field: 'isActive', value: s === 'active', type: 'eq' }])
          }
          selectedCount={selected.size}
          bulkPending={activation.isPending}
          onBulk={(isActive) => activate([...selected].map((deviceId) => ({ deviceId, isActive })))}
        />
        <RequestErrorAlert title={t('devices.loadFailed')} error={list.error} />
        {list.isPending ? <TableSkeleton rows={Math.min(query.size, 10)} /> : null}
        {list.data ? (
          <>
            <ListFetching loading={list.isPlaceholderData}>
              <DevicesTable
                rows={list.data.list}
                sort={sort}
                onSort={toggleSort}
                selected={selected}
                onSelect={setSelected}
                onEdit={(id) => openFor('edit', id)}
                onToggle={toggle}
              />
            </ListFetching>
            {list.data.list.length === 0 ? (
              <Text ta="center" c="dimmed" py="xl">
                {t('devices.empty')}
              </Text>
            ) : null}
            <ListPager
              data={list.data}
              page={query.page}
              totalText={(count) => t('devices.total', { count })}
              sizeLabel={t('devices.pageSize')}
              onPage={(page) => {
                setSelected(new Set());
                setPage(page);
              }}
              onSize={(size) => {
                setSelected(new Set());
                setSize(size);
              }}
            />
          </>
        ) : null}
      </Paper>
      <DeviceAddPanel onCredential={setCredential} />
      <DeviceEditPanel id={editId} onCredential={setCredential} />
      <CredentialModal credential={credential} onClose={() => setCredential(null)} />
    </Box>
  );
}
