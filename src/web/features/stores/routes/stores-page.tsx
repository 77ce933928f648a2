import {
  Box,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccount } from '../../../lib/session/get-account';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { parseListQuery, toListSearchParams, type TListQuery } from '../../../lib/list-query';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { usePageTitle } from '../../../lib/use-page-title';
import type { TStoreSummary } from '../../../../shared/store/store';
import { useStoreList } from '../api/list-stores';
import { DeleteStoreDialog } from '../components/delete-store-dialog';
import { StoreBulkActions } from '../components/store-bulk-actions';
import { StoreFormPanels } from '../components/store-form-panel';
import { StoresTable } from '../components/stores-table';

const PAGE_SIZES = ['10', '20', '50', '100'];

/** `/organisation/stores`: the selected tenant's stores (spec §2), list state in the URL. */
export function StoresPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(params);
  const tenantId = useAccount().data?.tenantId ?? null;
  const [search, setSearch] = useState(query.q);
  const q = useDebouncedSearch(search);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [toDelete, setToDelete] = useState<TStoreSummary | null>(null);
  const sort = query.sort[0];
  usePageTitle(t('menu.stores'));

  const update = (patch: Partial<TListQuery>, extra: Record<string, string | null> = {}) => {
    const next = toListSearchParams({ ...query, ...patch });
    for (const [key, value] of params) if (!next.has(key) && !(key in extra)) next.set(key, value);
    for (const [key, value] of Object.entries(extra)) if (value !== null) next.set(key, value);
    setParams(next);
  };
  useEffect(() => {
    if (q !== query.q) update({ q, page: 1 });
    // Only a new debounced text should move the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const list = useStoreList(tenantId, {
    page: query.page,
    size: query.size,
    q: query.q,
    sort: sort ? `${sort.field}:${sort.direction}` : undefined,
  });
  const rows = list.data?.list ?? [];
  const openView = (view: 'add' | 'edit', id?: string) => update({}, { view, id: id ?? null });
  const closeView = () => update({}, { view: null, id: null });
  const editId = params.get('view') === 'edit' ? params.get('id') : null;

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
        <StoresTable
          rows={rows}
          selected={selected}
          setSelected={setSelected}
          sort={sort}
          onSort={(field) =>
            update({
              sort: [
                {
                  field,
                  direction: sort?.field === field && sort.direction === 'asc' ? 'desc' : 'asc',
                },
              ],
              page: 1,
            })
          }
          onEdit={(id) => openView('edit', id)}
          onDelete={setToDelete}
        />
        {list.data && rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('stores.list.empty')}
          </Text>
        ) : null}
        <Group justify="space-between" mt="md">
          <Text fz="sm" c="dimmed">
            {t('stores.list.rowCount', { count: list.data?.rowCount ?? 0 })}
          </Text>
          <Group gap="sm">
            <Select
              w={90}
              aria-label={t('stores.list.pageSize')}
              data={PAGE_SIZES}
              value={String(query.size)}
              allowDeselect={false}
              onChange={(v) => update({ size: Number(v ?? 10), page: 1 })}
            />
            <Pagination
              total={list.data?.pageCount ?? 0}
              value={query.page}
              onChange={(page) => update({ page })}
            />
          </Group>
        </Group>
      </Paper>
      <StoreFormPanels editId={editId} onClose={closeView} />
      <DeleteStoreDialog store={toDelete} onClose={() => setToDelete(null)} />
    </Box>
  );
}
