import { Group, Select, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SALE_TRANSACTION_STATUSES } from '../../../../shared/domain/enums';
import { parseAmountRange } from '../../../../shared/sale-transactions/sale-transaction-list-query';
import { DateField } from '../../../components/date-field';
import type { TFilterEntry } from '../../../lib/list/list-query';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { saleStatusKey } from '../lib/enum-labels';
import {
  effectiveDateRange,
  filterValue,
  splitRange,
  withFilter,
} from '../lib/sale-transaction-list-params';

type TFiltersProps = {
  filter: TFilterEntry[];
  onFilter: (filter: TFilterEntry[]) => void;
  /** Tenant mode: the tenant's stores to choose from; null in store mode (one store only). */
  stores: { value: string; label: string }[] | null;
};

/** Spec §2 list filters of Tüm İşlemler: date range, store, status, amount range, check number. */
export function SaleTransactionsFilters({ filter, onFilter, stores }: TFiltersProps) {
  const { t } = useTranslation();
  const set = (field: string, value: string, type: string) =>
    onFilter(withFilter(filter, field, value, type));
  const [from, to] = effectiveDateRange(filter);
  const setDates = (nextFrom: string, nextTo: string) =>
    set('transactionTime', nextFrom || nextTo ? `${nextFrom}~${nextTo}` : '', 'range');
  return (
    <Group gap="sm" mb="sm" align="flex-end" wrap="wrap">
      <DateField
        label={t('saleTransactions.filters.dateFrom')}
        value={from}
        max={to}
        onChange={(day) => setDates(day, to)}
        w={160}
      />
      <DateField
        label={t('saleTransactions.filters.dateTo')}
        value={to}
        min={from}
        onChange={(day) => setDates(from, day)}
        w={160}
      />
      {stores ? (
        <Select
          label={t('saleTransactions.filters.store')}
          placeholder={t('saleTransactions.filters.allStores')}
          data={stores}
          value={filterValue(filter, 'storeId') || null}
          onChange={(value) => set('storeId', value ?? '', 'eq')}
          clearable
          searchable
          w={220}
        />
      ) : null}
      <Select
        label={t('saleTransactions.filters.status')}
        placeholder={t('saleTransactions.filters.allStatuses')}
        data={SALE_TRANSACTION_STATUSES.map((s) => ({
          value: String(s),
          label: t(saleStatusKey(s)),
        }))}
        value={filterValue(filter, 'status') || null}
        onChange={(value) => set('status', value ?? '', 'eq')}
        clearable
        w={170}
      />
      <AmountRange
        value={filterValue(filter, 'totalPayAmount')}
        onChange={(value) => set('totalPayAmount', value, 'range')}
      />
      <CheckNoSearch
        value={filterValue(filter, 'checkNo')}
        onChange={(value) => set('checkNo', value, 'search')}
      />
    </Group>
  );
}

/** Minimum and maximum, applied on Enter or when the field is left, only when they make a range. */
function AmountRange({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [applied, setApplied] = useState(splitRange(value));
  const [draft, setDraft] = useState(applied);
  useEffect(() => {
    const next = splitRange(value);
    setApplied(next);
    setDraft(next);
  }, [value]);
  const commit = () => {
    const [min, max] = draft.map((v) => v.trim().replace(',', '.'));
    if (min === applied[0] && max === applied[1]) return;
    if (!min && !max) onChange('');
    else if (parseAmountRange(`${min}~${max}`)) onChange(`${min}~${max}`);
  };
  const field = (index: 0 | 1, label: string) => (
    <TextInput
      label={label}
      inputMode="decimal"
      value={draft[index]}
      onChange={(e) => {
        const next: [string, string] = [...draft];
        next[index] = e.currentTarget.value;
        setDraft(next);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      w={120}
    />
  );
  return (
    <>
      {field(0, t('saleTransactions.filters.amountMin'))}
      {field(1, t('saleTransactions.filters.amountMax'))}
    </>
  );
}

/** Spec §9 search box: 700 ms after typing stops, from 2 characters. */
function CheckNoSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState(value);
  const searchText = useDebouncedSearch(input);
  // Only a new typed text changes the URL, so back and forward are not overwritten by a stale one.
  const lastSearch = useRef(searchText);
  useEffect(() => setInput(value), [value]);
  useEffect(() => {
    if (searchText === lastSearch.current) return;
    lastSearch.current = searchText;
    if (searchText !== value) onChange(searchText);
  }, [searchText, value, onChange]);
  return (
    <TextInput
      label={t('saleTransactions.filters.checkNo')}
      value={input}
      onChange={(e) => setInput(e.currentTarget.value)}
      w={170}
    />
  );
}
