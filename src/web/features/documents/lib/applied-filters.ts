import type { TFunction } from 'i18next';
import { formattersOf } from '../../../lib/formatters';
import type { TFilterEntry } from '../../../lib/list/list-query';
import type { TDocumentFilters } from './document-filters';
import { docTypeName, documentStatusName, invoiceTypeName, scenarioTypeName } from './enum-labels';

/** One filter as the chips and the export dialog show it: a column and its value labels. */
export type TAppliedFilter = {
  key: string;
  column: string;
  values: string[];
  /** The date range cannot be removed (spec §2). */
  removable: boolean;
  /** Set for entries that came from a link rather than a toolbar control. */
  entry?: TFilterEntry;
};

function otherLabel(t: TFunction, entry: TFilterEntry): TAppliedFilter {
  const value = entry.value === null ? '' : String(entry.value);
  const code = Number(value);
  // A code outside the enumeration (a hand-edited link) shows as it is written.
  const known = (name: string | undefined, label: () => string) => (name ? label() : value);
  const labels: Record<string, () => [string, string]> = {
    searchText: () => [t('documentList.filters.search'), value],
    storeName: () => [t('documentList.columns.storeName'), value],
    ettn: () => [t('documentList.columns.ettn'), value],
    status: () => [
      t('documentList.columns.status'),
      known(documentStatusName(code), () => t(`enums.documentStatus.${documentStatusName(code)}`)),
    ],
    scenarioType: () => [
      t('documentList.columns.scenarioType'),
      known(scenarioTypeName(code), () => t(`enums.scenarioType.${scenarioTypeName(code)}`)),
    ],
    invoiceType: () => [
      t('documentList.columns.docType'),
      known(invoiceTypeName(code), () => t(`enums.invoiceType.${invoiceTypeName(code)}`)),
    ],
  };
  // A field this screen does not name (another screen's link) shows as it is written.
  const [column, label] = labels[entry.field]?.() ?? [entry.field, value];
  return { key: `${entry.field}:${value}`, column, values: [label], removable: true, entry };
}

/** The applied filters in column order, the store ids resolved to names where known. */
export function appliedFilters(
  t: TFunction,
  filters: TDocumentFilters,
  storeNames: ReadonlyMap<string, string>,
): TAppliedFilter[] {
  const applied: TAppliedFilter[] = [];
  if (filters.storeIds.length > 0) {
    applied.push({
      key: 'storeId',
      column: t('documentList.columns.storeName'),
      values: filters.storeIds.map((id) => storeNames.get(id) ?? id),
      removable: true,
    });
  }
  if (filters.docType !== null) {
    applied.push({
      key: 'docType',
      column: t('documentList.columns.docType'),
      values: [t(`enums.docType.${docTypeName(filters.docType)}`)],
      removable: true,
    });
  }
  if (filters.invoiceNo) {
    applied.push({
      key: 'invoiceNo',
      column: t('documentList.columns.invoiceNo'),
      values: [filters.invoiceNo],
      removable: true,
    });
  }
  const { from, to } = filters.dateRange;
  const fmt = formattersOf(t);
  applied.push({
    key: 'invoiceDate',
    column: t('documentList.columns.invoiceDate'),
    values: [`${fmt.date(from)} – ${fmt.date(to)}`],
    removable: false,
  });
  return [...applied, ...filters.others.map((entry) => otherLabel(t, entry))];
}

/** Spec §9: a store list shows at most 2 names, then +N. */
export const MAX_NAMED_STORES = 2;

export function chipValues(t: TFunction, values: string[]): string {
  const named = values.slice(0, MAX_NAMED_STORES).join(', ');
  const more = values.length - MAX_NAMED_STORES;
  return more > 0 ? `${named} ${t('documentList.filters.moreStores', { count: more })}` : named;
}
