import { Button, Group, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZSaleTransactionStatus } from '../../../../shared/domain/enums';
import type { TFilterEntry } from '../../../lib/list/list-query';
import { saleStatusKey } from '../lib/enum-labels';
import { effectiveDateRange, splitRange, usableFilter } from '../lib/sale-transaction-list-params';
import { useFormat } from '../../../lib/use-format';

type TFilterChipsProps = {
  filter: TFilterEntry[];
  onFilter: (filter: TFilterEntry[]) => void;
  storeName: (id: string) => string;
};

/**
 * The applied filters as chips. The date range always applies (a month by default), so its chip
 * has no remove button; clearing the filters brings the default month back.
 */
export function FilterChips({ filter, onFilter, storeName }: TFilterChipsProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const applied = usableFilter(filter).filter((f) => f.field !== 'transactionTime');
  const [from, to] = effectiveDateRange(filter);
  const label = (f: TFilterEntry): string => {
    const value = String(f.value);
    switch (f.field) {
      case 'storeId':
        return `${t('saleTransactions.filters.store')}: ${storeName(value)}`;
      case 'status':
        return `${t('saleTransactions.filters.status')}: ${t(saleStatusKey(ZSaleTransactionStatus.parse(Number(value))))}`;
      case 'totalPayAmount': {
        const [min, max] = splitRange(value).map((v) => (v ? fmt.amount(v) : '…'));
        return `${t('saleTransactions.filters.amount')}: ${min} – ${max}`;
      }
      default:
        return `${t('saleTransactions.fields.checkNo')}: ${value}`;
    }
  };
  return (
    <Group gap="xs" mb="md" data-testid="sale-filter-chips">
      <Pill size="md">
        {t('saleTransactions.filters.dateRange')}: {from ? fmt.date(from) : '…'} –{' '}
        {to ? fmt.date(to) : '…'}
      </Pill>
      {applied.map((f) => (
        <Pill
          key={f.field}
          size="md"
          withRemoveButton
          removeButtonProps={{ 'aria-label': t('saleTransactions.filters.remove') }}
          onRemove={() => onFilter(filter.filter((x) => x.field !== f.field))}
        >
          {label(f)}
        </Pill>
      ))}
      {filter.length > 0 ? (
        <Button size="compact-sm" variant="subtle" onClick={() => onFilter([])}>
          {t('saleTransactions.filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
