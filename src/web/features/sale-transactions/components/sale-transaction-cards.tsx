import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSaleTransactionRow } from '../../../../shared/sale-transactions/sale-transaction';
import { ListCards, type TCardField } from '../../../lib/list/list-cards';
import { useFormat } from '../../../lib/use-format';
import { SALE_STATUS_COLOR, saleStatusKey } from '../lib/enum-labels';

type TSaleTransactionCardsProps = {
  rows: TSaleTransactionRow[];
  showStore: boolean;
  onOpen: (id: string) => void;
};

const storeOf = (r: TSaleTransactionRow) => r.storeName;

/** Tüm İşlemler on a phone: a sale per card, its check number opening the sale's panel. */
export function SaleTransactionCards({ rows, showStore, onOpen }: TSaleTransactionCardsProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const fields: TCardField<TSaleTransactionRow>[] = [
    {
      key: 'transactionTime',
      label: t('saleTransactions.fields.transactionTime'),
      value: (r) => fmt.dateTime(r.transactionTime),
    },
    ...(showStore
      ? [{ key: 'storeName', label: t('saleTransactions.fields.storeName'), value: storeOf }]
      : []),
    {
      key: 'device',
      label: t('saleTransactions.fields.device'),
      value: (r) => r.deviceDescription ?? r.deviceSerialNumber,
    },
    {
      key: 'totalPayAmount',
      label: t('saleTransactions.fields.totalPayAmount'),
      value: (r) => fmt.money(r.totalPayAmount, r.currencyCode),
    },
    {
      key: 'status',
      label: t('saleTransactions.fields.status'),
      value: (r) => (
        <Badge variant="light" color={SALE_STATUS_COLOR[r.saleTransactionStatus]}>
          {t(saleStatusKey(r.saleTransactionStatus))}
        </Badge>
      ),
    },
  ];
  return (
    <ListCards
      rows={rows}
      rowKey={(r) => r.id}
      title={(r) => r.checkNo ?? fmt.dateTime(r.transactionTime)}
      fields={fields}
      onOpen={(r) => onOpen(r.id)}
      rowAttributes={(r) => ({ 'data-sale-id': r.id, 'data-check-no': r.checkNo ?? '' })}
      label={t('menu.allInvoices')}
      testId="sale-transactions-cards"
    />
  );
}
