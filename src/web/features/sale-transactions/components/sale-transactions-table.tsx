import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSaleTransactionRow } from '../../../../shared/sale-transactions/sale-transaction';
import type { TSortEntry } from '../../../lib/list/list-query';
import { SortHeader } from '../../../lib/list/sort-header';
import { usePhoneLayout } from '../../../lib/list/use-phone-layout';
import { SALE_STATUS_COLOR, saleStatusKey } from '../lib/enum-labels';
import { useFormat } from '../../../lib/use-format';
import { SaleTransactionCards } from './sale-transaction-cards';

type TSaleTransactionsTableProps = {
  rows: TSaleTransactionRow[];
  sort: TSortEntry | undefined;
  onSort: (field: string) => void;
  /** Store mode lists one store: its column says nothing then. */
  showStore: boolean;
  onOpen: (id: string) => void;
};

export function SaleTransactionsTable(props: TSaleTransactionsTableProps) {
  const { rows, sort, onSort, showStore, onOpen } = props;
  const { t } = useTranslation();
  const fmt = useFormat();
  const phone = usePhoneLayout();
  const header = (field: string, label: string) => (
    <SortHeader field={field} sort={sort} onSort={onSort}>
      {label}
    </SortHeader>
  );
  if (phone) return <SaleTransactionCards rows={rows} showStore={showStore} onOpen={onOpen} />;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="sale-transactions-table">
        <Table.Thead>
          <Table.Tr>
            {header('transactionTime', t('saleTransactions.fields.transactionTime'))}
            {showStore ? header('storeName', t('saleTransactions.fields.storeName')) : null}
            <Table.Th>{t('saleTransactions.fields.device')}</Table.Th>
            {header('checkNo', t('saleTransactions.fields.checkNo'))}
            {header('totalPayAmount', t('saleTransactions.fields.totalPayAmount'))}
            {header('status', t('saleTransactions.fields.status'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr
              key={r.id}
              data-sale-id={r.id}
              data-check-no={r.checkNo ?? ''}
              data-no-financial-value={String(r.transactionHasNoFinancialValue)}
              tabIndex={0}
              aria-label={t('saleTransactions.openRow')}
              style={{ cursor: 'pointer' }}
              onClick={() => onOpen(r.id)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onOpen(r.id);
              }}
            >
              <Table.Td>{fmt.dateTime(r.transactionTime)}</Table.Td>
              {showStore ? <Table.Td>{r.storeName}</Table.Td> : null}
              <Table.Td>
                <Stack gap={0}>
                  <Text fz="sm">{r.deviceDescription ?? r.deviceSerialNumber}</Text>
                  {r.deviceDescription ? (
                    <Text fz="xs" c="dimmed" ff="monospace">
                      {r.deviceSerialNumber}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>{r.checkNo}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {fmt.money(r.totalPayAmount, r.currencyCode)}
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={SALE_STATUS_COLOR[r.saleTransactionStatus]}
                  data-testid="sale-status"
                >
                  {t(saleStatusKey(r.saleTransactionStatus))}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
