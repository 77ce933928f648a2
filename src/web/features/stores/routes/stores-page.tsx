import { Box, Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORE_SORT_FIELDS } from '../../../../shared/store/store-list';
import { useAccount } from '../../../lib/session/get-account';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { ListPager } from '../../../lib/list/list-pager';
import { ListFetching } from '../../../lib/list/list-fetching';
import { apiSort } from '../../../lib/list/list-state';
import { TableSkeleton } from '../../../lib/list/table-skeleton';
import { useListState } from '../../../lib/list/use-list-state';
import { useRecordPanel } from '../../../lib/use-record-panel';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewParam } from '../../../lib/use-view-param';
import type { TStoreSummary } from '../../../../shared/store/store';
import { useStoreList } from '../api/list-stores';
import { DeleteStoreDialog } from '../components/delete-store-dialog';
import { StoreBulkActions } from '../components/store-bulk-actions';
import { StoreFormPanels } from '../components/store-form-panel';
import { StoresTable } from '../components/stores-table';

/** `/organisation/stores`: the selected tenant's stores (spec §2), list state in the URL. */
export function StoresPage() {
  const { t } = useTranslation();
  const { query, sort, setPage, setSize, setSearch: setQuery, toggleSort } = useListState();
  const { view, openView, closeView } = useViewParam();
  const { id, openFor } = useRecordPanel();
  const tenantId = useAccount().data?.tenantId ?? null;
  const [search, setSearch] = useState(query.q);
  const q = useDebouncedSearch(search);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [toDelete, setToDelete] = useState<TStoreSummary | null>(null);
  usePageTitle(t('menu.stores'));

  useEffect(() => {
    if (q !== query.q) setQuery(q);
    // Only a new debounced text should move the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const list = useStoreList(tenantId, {
    page: query.page,
    size: query.size,
    q: query.q,
    sort: apiSort(sort, STORE_SORT_FIELDS),
  });
  const rows = list.data?.list ?? [];
  const editId = view === 'edit' ? id : null;

  return (
    <Box px={{ base: 'md', sm: 32 }} py={28} maw={1400}>
      <Group justify="space-between" align="flex-end" mb="lg">
        <Title order={1} fz={26}>
          {t('menu.stores')}
        </Title>
        <Button onClick={() => openView('add')} data-testid="store-add">
          {t('views.storeAdd')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <TextInput
            w={360}
            placeholder={t('stores.list.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-testid="stores-search"
          />
          <StoreBulkActions rows={rows} selected={selected} onDone={() => setSelected(new Set())} />
        </Group>
        {list.error ? <RequestErrorAlert title={t('menu.stores')} error={list.error} /> : null}
        <ListFetching loading={list.isPlaceholderData}>
          <StoresTable
            rows={rows}
            selected={selected}
            setSelected={setSelected}
            sort={sort}
            onSort={toggleSort}
            onEdit={(rowId) => openFor('edit', rowId)}
            onDelete={setToDelete}
          />
        </ListFetching>
        {list.isLoading ? <TableSkeleton rows={Math.min(query.size, 10)} /> : null}
        {list.data && rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('stores.list.empty')}
          </Text>
        ) : null}
        <ListPager
          data={list.data}
          page={query.page}
          totalText={(count) => t('stores.list.rowCount', { count })}
          sizeLabel={t('stores.list.pageSize')}
          onPage={setPage}
          onSize={setSize}
        />
      </Paper>
      <StoreFormPanels editId={editId} onClose={closeView} />
      <DeleteStoreDialog store={toDelete} onClose={() => setToDelete(null)} />
    </Box>
  );
}
