import { Box, Button, Group, Paper, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_SORT_FIELDS, type TUserRow } from '../../../../shared/users/users';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { SidePanel } from '../../../components/side-panel';
import { errorMessage } from '../../../lib/error-message';
import { useAccount } from '../../../lib/session/get-account';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewParam } from '../../../lib/use-view-param';
import { useUserList } from '../api/list-users';
import { useSetUserActivation } from '../api/set-user-activation';
import { PermissionsModal } from '../components/permissions-modal';
import { SearchBox } from '../../../components/search-box';
import { UserAddForm } from '../components/user-add-form';
import { UsersTable } from '../components/users-table';
import { ListPager } from '../../../lib/list/list-pager';
import { ListFetching } from '../../../lib/list/list-fetching';
import { apiSort } from '../../../lib/list/list-state';
import { TableSkeleton } from '../../../lib/list/table-skeleton';
import { useListState } from '../../../lib/list/use-list-state';

/** `/users/active-users` and `/users/passive-users`: the selected tenant's users by active flag. */
function UsersPage({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  const title = t(isActive ? 'menu.activeUsers' : 'menu.passiveUsers');
  usePageTitle(title);
  const { data: account } = useAccount();
  // Spec §6 has no user-edit key: the owner (and administrators) manage users.
  const canManage = Boolean(account?.isAdmin || account?.isOwner);
  const { query, sort, setPage, setSize, setSearch, toggleSort } = useListState();
  const { openView, closeView } = useViewParam();
  const [editing, setEditing] = useState<TUserRow | null>(null);
  const activation = useSetUserActivation();
  const list = useUserList({
    isActive,
    pageNumber: query.page,
    pageSize: query.size,
    searchText: query.q || undefined,
    sort: apiSort(sort, USER_SORT_FIELDS),
  });
  const setActive = (user: TUserRow, next: boolean) =>
    activation.mutate(
      { userList: [{ id: user.id, isActive: next }] },
      {
        onSuccess: () =>
          showSuccessToast({
            message: t(next ? 'users.toasts.activated' : 'users.toasts.deactivated'),
          }),
        onError: (error) =>
          showErrorToast({
            title: t('users.toasts.failed'),
            message: errorMessage(error, t),
          }),
      },
    );

  return (
    <Box px={{ base: 'md', sm: 32 }} py={28} maw={1400}>
      <Group justify="space-between" align="flex-end" mb="lg">
        <Title order={1} fz={26}>
          {title}
        </Title>
        {canManage ? (
          <Button onClick={() => openView('add')} data-testid="user-add">
            {t('views.userAdd')}
          </Button>
        ) : null}
      </Group>
      <Paper withBorder radius="md" p="lg">
        <Group mb="md">
          <SearchBox
            testId="users-search"
            q={query.q}
            label={t('users.searchPlaceholder')}
            onSearch={setSearch}
          />
        </Group>
        <RequestErrorAlert title={t('users.toasts.failed')} error={list.error} />
        {list.isPending ? (
          <TableSkeleton />
        ) : (
          <ListFetching loading={list.isPlaceholderData}>
            <UsersTable
              rows={list.data?.list ?? []}
              sort={sort}
              onSort={toggleSort}
              canManage={canManage}
              onActivation={setActive}
              onEditPermissions={setEditing}
            />
          </ListFetching>
        )}
        <ListPager data={list.data} page={query.page} onPage={setPage} onSize={setSize} />
      </Paper>
      {canManage ? (
        <SidePanel view="add" title={t('views.userAdd')}>
          <UserAddForm isActive={isActive} onDone={closeView} />
        </SidePanel>
      ) : null}
      <PermissionsModal user={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}

export function ActiveUsersPage() {
  return <UsersPage isActive />;
}

export function PassiveUsersPage() {
  return <UsersPage isActive={false} />;
}
