import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TFeatureFlagRow } from '../../../../shared/feature-flags/feature-flag-admin';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { SearchBox } from '../../../components/search-box';
import { SidePanel } from '../../../components/side-panel';
import { ListPager } from '../../../lib/list/list-pager';
import { ListFetching } from '../../../lib/list/list-fetching';
import { TableSkeleton } from '../../../lib/list/table-skeleton';
import { useListState } from '../../../lib/list/use-list-state';
import { showSuccessToast } from '../../../lib/toast';
import { useRecordPanel } from '../../../lib/use-record-panel';
import { useViewParam } from '../../../lib/use-view-param';
import { useDeleteFeatureFlag } from '../api/delete-feature-flag';
import { useFeatureFlagList } from '../api/list-feature-flags';
import { useSaveFeatureFlag } from '../api/save-feature-flag';
import { useManagementTranslation } from '../lib/management-i18n';
import { ConfirmDelete } from './confirm-delete';
import { FeatureFlagForm } from './feature-flag-form';
import { FeatureFlagsTable } from './feature-flags-table';

/** Spec §6 feature flags, for platform administrators: the list, a switch per row, the panels. */
export function FeatureFlagsSection() {
  const { t } = useManagementTranslation();
  const { query, setPage, setSize, setSearch } = useListState();
  const { openView, closeView } = useViewParam();
  const { id, openFor } = useRecordPanel();
  const list = useFeatureFlagList({
    pageNumber: query.page,
    pageSize: query.size,
    ...(query.q ? { searchText: query.q } : {}),
  });
  const toggle = useSaveFeatureFlag();
  const remove = useDeleteFeatureFlag();
  const [deleting, setDeleting] = useState<TFeatureFlagRow | null>(null);
  const editing = list.data?.list.find((flag) => flag.id === id);
  const onToggle = (flag: TFeatureFlagRow) => {
    const { tenantName: _name, updatedAt: _at, ...input } = flag;
    toggle.mutate({ ...input, isActive: !flag.isActive });
  };
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        showSuccessToast({ message: t('common.deleted') });
      },
    });
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz={18}>
              {t('flags.title')}
            </Title>
            <Text fz="sm" c="dimmed" maw={760}>
              {t('flags.description')}
            </Text>
          </div>
          <Button onClick={() => openView('flag-add')}>{t('flags.add')}</Button>
        </Group>
        <SearchBox q={query.q} label={t('flags.searchPlaceholder')} onSearch={setSearch} />
        <RequestErrorAlert title={t('common.loadFailed')} error={list.error} />
        <RequestErrorAlert title={t('common.saveFailed')} error={toggle.error} />
        {list.isPending ? (
          <TableSkeleton />
        ) : (
          <ListFetching loading={list.isPlaceholderData}>
            <FeatureFlagsTable
              rows={list.data?.list ?? []}
              onToggle={onToggle}
              onEdit={(flag) => openFor('flag-edit', flag.id)}
              onDelete={(flag) => {
                remove.reset();
                setDeleting(flag);
              }}
            />
          </ListFetching>
        )}
        <ListPager
          data={list.data}
          page={query.page}
          onPage={setPage}
          onSize={setSize}
          totalText={(count) => t('flags.total', { count })}
        />
      </Stack>
      <SidePanel view="flag-add" title={t('flags.add')}>
        <FeatureFlagForm onDone={closeView} />
      </SidePanel>
      <SidePanel view="flag-edit" title={t('flags.editTitle')}>
        {editing ? (
          <FeatureFlagForm key={editing.id} flag={editing} onDone={closeView} />
        ) : (
          <Loader />
        )}
      </SidePanel>
      <ConfirmDelete
        message={deleting ? t('flags.confirmDelete', { name: deleting.name }) : null}
        loading={remove.isPending}
        error={remove.error}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Paper>
  );
}
