import { Group, MultiSelect, NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DOC_TYPES } from '../../../../shared/domain/enums';
import type { TStoreOption } from '../../../../shared/organisation/selectors';
import { DateField } from '../../../components/date-field';
import { IconSearch } from '../../../components/icons';
import type { TDocumentFilters } from '../lib/document-filters';
import { docTypeName } from '../lib/enum-labels';
import { useDebouncedFilter } from '../lib/use-debounced-filter';

type TDocumentsToolbarProps = {
  filters: TDocumentFilters;
  /** Null in store mode: the store column and its filter are hidden there. */
  stores: TStoreOption[] | null;
  onChange: (next: Partial<TDocumentFilters>) => void;
  onDate: (range: TDocumentFilters['dateRange']) => void;
  actions: ReactNode;
};

/** Column filters: stores, document type, invoice number search and the invoice date range. */
export function DocumentsToolbar(props: TDocumentsToolbarProps) {
  const { filters, stores, onChange, onDate, actions } = props;
  const { t } = useTranslation();
  const [invoiceNo, setInvoiceNo] = useState(filters.invoiceNo);
  const typeInvoiceNo = useDebouncedFilter(filters.invoiceNo, (text) =>
    onChange({ invoiceNo: text }),
  );
  // The box follows the URL (back, forward, clear filters).
  useEffect(() => setInvoiceNo(filters.invoiceNo), [filters.invoiceNo]);
  const { from, to } = filters.dateRange;
  const setDate = (end: 'from' | 'to', value: string) => {
    const next = { from, to, [end]: value || null };
    if (next.from || next.to) onDate(next);
  };
  return (
    <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
      <Group gap="sm" align="flex-end">
        {stores ? (
          <MultiSelect
            w={260}
            label={t('documentList.filters.stores')}
            placeholder={t('documentList.filters.storesPlaceholder')}
            data={stores.map((s) => ({ value: s.id, label: s.name }))}
            value={filters.storeIds}
            onChange={(storeIds) => onChange({ storeIds })}
            searchable
            clearable
            maxValues={50}
            data-testid="filter-stores"
          />
        ) : null}
        <NativeSelect
          w={170}
          label={t('documentList.filters.docType')}
          data={[
            { value: '', label: t('documentList.filters.docTypePlaceholder') },
            ...DOC_TYPES.map((code) => ({
              value: String(code),
              label: t(`enums.docType.${docTypeName(code)}`),
            })),
          ]}
          value={filters.docType === null ? '' : String(filters.docType)}
          onChange={(e) => {
            const value = e.currentTarget.value;
            onChange({ docType: value ? Number(value) : null });
          }}
          data-testid="filter-doc-type"
        />
        <TextInput
          w={220}
          label={t('documentList.filters.invoiceNo')}
          placeholder={t('documentList.filters.invoiceNoPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={invoiceNo}
          onChange={(e) => {
            setInvoiceNo(e.currentTarget.value);
            typeInvoiceNo(e.currentTarget.value);
          }}
        />
        <DateField
          w={160}
          label={t('documentList.filters.dateFrom')}
          value={from}
          max={to}
          onChange={(day) => setDate('from', day)}
        />
        <DateField
          w={160}
          label={t('documentList.filters.dateTo')}
          value={to}
          min={from}
          onChange={(day) => setDate('to', day)}
        />
      </Group>
      {actions}
    </Group>
  );
}
