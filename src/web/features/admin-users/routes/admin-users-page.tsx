import { Box, Button, Group, Loader, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { SidePanel } from '../../../components/side-panel';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewParam } from '../../../lib/use-view-param';
import { useAdminUserList } from '../api/list-admin-users';
import { AdminUserForm } from '../components/admin-user-form';
import { AdminUsersTable } from '../components/admin-users-table';
import { SearchBox } from '../../../components/search-box';
import { ListPager } from '../../../lib/list/list-pager';
import { ListFetching } from '../../../lib/list/list-fetching';
import { TableSkeleton } from '../../../lib/list/table-skeleton';
import { useListState } from '../../../lib/list/use-list-state';
import { useRecordPanel } from '../../../lib/use-record-panel';

/** `/management/admin-users` (spec §2): administrators, for holders of manageAdminUsers. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.adminUsers'));
  const { query, setPage, setSize, setSearch } = useListState();
  const { openView, closeView } = useViewParam();
  const { id, openFor } = useRecordPanel();
  const list = useAdminUserList({
    pageNumber: query.page,
    pageSize: query.size,
    searchText: query.q || undefined,
  });
  const editing = list.data?.list.find((user) => user.id === id);
  return (
    <Box px={{ base: 'md', sm: 32 }} py={28} maw={1400}>
      <Group justify="space-between" align="flex-end" mb="lg">
        <Title order={1} fz={26}>
          {t('menu.adminUsers')}
        </Title>
        <Button onClick={() => openView('add')}>{t('views.adminAdd')}</Button>
      </Group>
      <Paper withBorder radius="md" p="lg">
        <Group mb="md">
          <SearchBox q={query.q} label={t('users.searchPlaceholder')} onSearch={setSearch} />
        </Group>
        <RequestErrorAlert title={t('users.toasts.failed')} error={list.error} />
        {list.isPending ? (
          <TableSkeleton />
        ) : (
          <ListFetching loading={list.isPlaceholderData}>
            <AdminUsersTable
              rows={list.data?.list ?? []}
              onEdit={(user) => openFor('edit', user.id)}
            />
          </ListFetching>
        )}
        <ListPager data={list.data} page={query.page} onPage={setPage} onSize={setSize} />
      </Paper>
      <SidePanel view="add" title={t('views.adminAdd')}>
        <AdminUserForm onDone={closeView} />
      </SidePanel>
      <SidePanel view="edit" title={t('views.adminEdit')}>
        {editing ? (
          <AdminUserForm key={editing.id} user={editing} onDone={closeView} />
        ) : (
          <Loader />
        )}
      </SidePanel>
    </Box>
  );
}
