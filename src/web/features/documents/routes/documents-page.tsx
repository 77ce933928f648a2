import { Box, Group, Paper, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { ListPager } from '../../../lib/list/list-pager';
import { ListFetching } from '../../../lib/list/list-fetching';
import { ColumnChooser } from '../../../lib/list/column-chooser';
import { TableSkeleton } from '../../../lib/list/table-skeleton';
import { useHiddenColumns } from '../../../lib/list/use-hidden-columns';
import { useListState } from '../../../lib/list/use-list-state';
import { usePhoneLayout } from '../../../lib/list/use-phone-layout';
import { useAccount } from '../../../lib/session/get-account';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFilterStores } from '../api/list-filter-stores';
import { useDocuments } from '../api/list-documents';
import { DocumentCards } from '../components/document-cards';
import { documentColumns } from '../components/document-columns';
import { DocumentsTable } from '../components/documents-table';
import { DocumentsToolbar } from '../components/documents-toolbar';
import { FilterChips } from '../components/filter-chips';
import { DocumentResendPanel } from '../correction/document-resend-panel';
import { DocumentExportButton } from '../export/document-export-button';
import { appliedFilters } from '../lib/applied-filters';
import { documentListParams } from '../lib/document-list-params';
import { useDocumentFilters } from '../lib/use-document-filters';

const PAGE_SIZES = [10, 20, 50, 100, 200];

/** `/invoice/documents` (spec §2 Document list screen): the selected tenant's or store's documents. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const { query, sort, setPage, setSize, setFilter, toggleSort } = useListState();
  const tenantId = account?.tenantId ?? null;
  const showStore = !account?.storeId;
  const params = documentListParams(query);
  const list = useDocuments(`${tenantId}:${account?.storeId ?? ''}`, params);
  const stores = useFilterStores(tenantId, showStore);
  const { filters, change, changeDate, clear, removeOther } = useDocumentFilters(query, setFilter);
  usePageTitle(t('menu.documents'));
  const phone = usePhoneLayout();
  const { hidden, setHidden } = useHiddenColumns('documents', account?.user.id);
  const columns = useMemo(() => documentColumns(t, showStore), [t, showStore]);
  const shown = columns.filter((c) => !hidden.includes(c.key));

  const storeNames = useMemo(
    () => new Map((stores.data?.list ?? []).map((s) => [s.id, s.name])),
    [stores.data],
  );
  const applied = appliedFilters(t, filters, storeNames);

  return (
    <Box px={{ base: 'xs', sm: 'md' }} py={28}>
      <Title order={1} fz={26} mb="lg">
        {t('menu.documents')}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <DocumentsToolbar
          filters={filters}
          stores={showStore ? (stores.data?.list ?? []) : null}
          onChange={change}
          onDate={changeDate}
          actions={
            <Group gap="sm">
              {phone ? null : (
                <ColumnChooser columns={columns} hidden={hidden} onChange={setHidden} />
              )}
              <DocumentExportButton
                filter={params.filter}
                sort={params.sort}
                storeId={undefined}
                applied={applied.map(({ column, values }) => ({ column, values }))}
              />
            </Group>
          }
        />
        <FilterChips
          applied={applied}
          onClear={clear}
          onRemove={(filter) =>
            filter.entry ? removeOther(filter.entry) : change(emptyValueOf(filter.key))
          }
        />
        <RequestErrorAlert title={t('documentList.loadFailed')} error={list.error} />
        {list.isPending ? <TableSkeleton rows={Math.min(query.size, 10)} /> : null}
        {list.data ? (
          <>
            <ListFetching loading={list.isPlaceholderData}>
              {phone ? (
                <DocumentCards rows={list.data.list} columns={columns} />
              ) : (
                <DocumentsTable
                  rows={list.data.list}
                  columns={shown.length > 0 ? shown : columns}
                  sort={sort}
                  onSort={toggleSort}
                />
              )}
            </ListFetching>
            {list.data.list.length === 0 ? (
              <Text ta="center" c="dimmed" py="xl" data-testid="documents-empty">
                {t('documents.empty')}
              </Text>
            ) : null}
            <ListPager
              data={list.data}
              page={query.page}
              sizes={PAGE_SIZES}
              totalText={(count, capped) =>
                t(capped ? 'documentList.totalCapped' : 'documentList.total', { count })
              }
              sizeLabel={t('documentList.pageSize')}
              onPage={setPage}
              onSize={setSize}
            />
          </>
        ) : null}
      </Paper>
      <DocumentResendPanel />
    </Box>
  );
}

function emptyValueOf(key: string) {
  if (key === 'storeId') return { storeIds: [] };
  if (key === 'docType') return { docType: null };
  return { invoiceNo: '' };
}
