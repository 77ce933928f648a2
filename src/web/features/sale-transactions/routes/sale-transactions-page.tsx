import { Box, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { ListPager } from '../../../lib/list/list-pager';
import { ListFetching } from '../../../lib/list/list-fetching';
import { TableSkeleton } from '../../../lib/list/table-skeleton';
import { useListState } from '../../../lib/list/use-list-state';
import { useAccount } from '../../../lib/session/get-account';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRecordPanel } from '../../../lib/use-record-panel';
import { useSaleTransactions } from '../api/list-sale-transactions';
import { useStoreOptions } from '../api/list-store-options';
import { FilterChips } from '../components/filter-chips';
import { SALE_VIEW, SaleTransactionPanel } from '../components/sale-transaction-panel';
import { SaleTransactionsFilters } from '../components/sale-transactions-filters';
import { SaleTransactionsTable } from '../components/sale-transactions-table';
import { saleTransactionListParams } from '../lib/sale-transaction-list-params';

/** `/invoice/all-invoices` (Tüm İşlemler): the sale transactions of the tenant or store. */
export function SaleTransactionsPage() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const { query, sort, setPage, setSize, setFilter, toggleSort } = useListState();
  const { id, openFor } = useRecordPanel();
  const tenantId = account?.tenantId ?? null;
  const storeId = account?.storeId ?? null;
  const list = useSaleTransactions({ tenantId, storeId }, saleTransactionListParams(query));
  const stores = useStoreOptions(tenantId, storeId === null);
  usePageTitle(t('menu.allInvoices'));
  const storeName = (storeIdValue: string) =>
    stores.data?.find((s) => s.value === storeIdValue)?.label ?? storeIdValue;

  return (
    <Box px={{ base: 'md', sm: 32 }} py={28} maw={1400}>
      <Title order={1} fz={26} mb="lg">
        {t('menu.allInvoices')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <SaleTransactionsFilters
          filter={query.filter}
          onFilter={setFilter}
          stores={storeId === null ? (stores.data ?? []) : null}
        />
        <FilterChips filter={query.filter} onFilter={setFilter} storeName={storeName} />
        <RequestErrorAlert title={t('saleTransactions.loadFailed')} error={list.error} />
        {list.isPending ? <TableSkeleton rows={Math.min(query.size, 10)} /> : null}
        {list.data ? (
          <>
            <ListFetching loading={list.isPlaceholderData}>
              <SaleTransactionsTable
                rows={list.data.list}
                sort={sort}
                onSort={toggleSort}
                showStore={storeId === null}
                onOpen={(saleId) => openFor(SALE_VIEW, saleId)}
              />
            </ListFetching>
            {list.data.list.length === 0 ? (
              <Text ta="center" c="dimmed" py="xl" data-testid="sale-transactions-empty">
                {t('documents.empty')}
              </Text>
            ) : null}
            <ListPager
              data={list.data}
              page={query.page}
              totalText={(count, capped) =>
                t(capped ? 'saleTransactions.totalCapped' : 'saleTransactions.total', { count })
              }
              sizeLabel={t('saleTransactions.pageSize')}
              onPage={setPage}
              onSize={setSize}
            />
          </>
        ) : null}
      </Paper>
      <SaleTransactionPanel id={id} />
    </Box>
  );
}
