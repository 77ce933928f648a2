import { Box, Button, Group, Paper, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../../shared/auth/permissions';
import { TENANT_SORT_FIELDS } from '../../../../shared/tenant/tenant';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { useAccount } from '../../../lib/session/get-account';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewParam } from '../../../lib/use-view-param';
import { useTenant } from '../api/get-tenant';
import { useTenantList } from '../api/list-tenants';
import { ConfirmDeleteModal } from '../components/confirm-delete-modal';
import { TenantPanels } from '../components/tenant-panels';
import { TenantRowMenu } from '../components/tenant-row-menu';
import { TenantToolbar } from '../components/tenant-toolbar';
import { TenantsTable } from '../components/tenants-table';
import { useTenantActions } from '../components/use-tenant-actions';
import { ListPager } from '../../../lib/list/list-pager';
import { ListFetching } from '../../../lib/list/list-fetching';
import { apiSort } from '../../../lib/list/list-state';
import { TableSkeleton } from '../../../lib/list/table-skeleton';
import { useListState } from '../../../lib/list/use-list-state';
import { useRecordPanel } from '../../../lib/use-record-panel';

/**
 * `/organisation/tenant`: administrators get the paged list of every tenant with its actions;
 * a tenant user with Tenant.View sees their own tenant (and edits it with Tenant.Edit).
 */
export function TenantsPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.tenants'));
  const { data: account } = useAccount();
  const isAdmin = account?.isAdmin ?? false;
  const canEdit = account ? can(account, 'Tenant.Edit') : false;
  const { query, sort, setPage, setSize, setSearch, toggleSort } = useListState();
  const { openView } = useViewParam();
  const { openFor } = useRecordPanel();
  const actions = useTenantActions();
  const { clearSelection } = actions;
  const listKey = `${query.page}|${query.size}|${query.q}|${sort?.field}:${sort?.direction}`;
  // A bulk action must only touch rows the user can see: a new page or search drops the selection.
  useEffect(() => clearSelection(), [listKey, clearSelection]);
  const list = useTenantList(
    {
      pageNumber: query.page,
      pageSize: query.size,
      searchText: query.q || undefined,
      sort: apiSort(sort, TENANT_SORT_FIELDS),
    },
    isAdmin,
  );
  const own = useTenant(isAdmin ? null : (account?.tenantId ?? null));
  const rows = isAdmin ? (list.data?.list ?? []) : own.data ? [own.data] : [];
  const pending = isAdmin ? list.isPending : own.isPending && account?.tenantId != null;

  return (
    <Box px={{ base: 'md', sm: 32 }} py={28} maw={1400}>
      <Group justify="space-between" align="flex-end" mb="lg">
        <Title order={1} fz={26}>
          {t('menu.tenants')}
        </Title>
        {isAdmin ? (
          <Button onClick={() => openView('add')} data-testid="tenant-add">
            {t('views.tenantAdd')}
          </Button>
        ) : null}
      </Group>
      <Paper withBorder radius="md" p="lg">
        {isAdmin ? (
          <TenantToolbar
            q={query.q}
            onSearch={setSearch}
            selectedCount={actions.selected.size}
            busy={actions.activating}
            onActivation={(isActive) => actions.setActive([...actions.selected], isActive)}
          />
        ) : null}
        <RequestErrorAlert title={t('tenants.toasts.failed')} error={list.error ?? own.error} />
        {pending ? (
          <TableSkeleton />
        ) : (
          <ListFetching loading={list.isPlaceholderData}>
            <TenantsTable
              rows={rows}
              sort={sort}
              onSort={toggleSort}
              selectable={isAdmin}
              selected={actions.selected}
              onSelect={actions.select}
              renderMenu={(tenant) => (
                <TenantRowMenu
                  tenant={tenant}
                  isAdmin={isAdmin}
                  canEdit={canEdit}
                  onEdit={() => openFor('edit', tenant.id)}
                  onEditEmail={() => openFor('edit-tenant-email', tenant.id)}
                  onActivation={(isActive) => actions.setActive([tenant.id], isActive)}
                  onDelete={() => actions.askDelete(tenant)}
                />
              )}
            />
          </ListFetching>
        )}
        {isAdmin ? (
          <ListPager data={list.data} page={query.page} onPage={setPage} onSize={setSize} />
        ) : null}
      </Paper>
      <TenantPanels isAdmin={isAdmin} />
      <ConfirmDeleteModal
        tenant={actions.toDelete}
        loading={actions.deleting}
        onCancel={actions.cancelDelete}
        onConfirm={actions.confirmDelete}
      />
    </Box>
  );
}
