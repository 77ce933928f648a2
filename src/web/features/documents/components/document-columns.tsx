import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { TDocumentRow } from '../../../../shared/invoice/document-list';
import { CopyButton } from '../../../components/copy-button';
import { formattersOf } from '../../../lib/formatters';
import { scenarioTypeName } from '../lib/enum-labels';
import {
  ClientResponseCell,
  DeviceCell,
  DocTypeCell,
  gibStatusText,
  StatusCell,
} from './document-cells';

export type TDocumentColumn = {
  key: string;
  label: string;
  /** Fixed widths: the pinned columns' offsets are sums of widths (pin-layout.ts). */
  width: number;
  sortField?: 'storeName' | 'invoiceDate';
  cell: (row: TDocumentRow) => ReactNode;
};

/** Spec §2: the 12 columns in order; the store column is hidden when a store is selected. */
export function documentColumns(t: TFunction, showStore: boolean): TDocumentColumn[] {
  const fmt = formattersOf(t);
  const columns: TDocumentColumn[] = [
    {
      key: 'storeName',
      label: t('documentList.columns.storeName'),
      width: 110,
      sortField: 'storeName',
      cell: (row) => row.storeName,
    },
    {
      key: 'docType',
      label: t('documentList.columns.docType'),
      width: 100,
      cell: (row) => <DocTypeCell row={row} />,
    },
    {
      key: 'invoiceNo',
      label: t('documentList.columns.invoiceNo'),
      width: 140,
      cell: (row) => (
        <Text fz="xs" ff="monospace">
          {row.invoiceNo}
        </Text>
      ),
    },
    {
      key: 'invoiceDate',
      label: t('documentList.columns.invoiceDate'),
      width: 100,
      sortField: 'invoiceDate',
      cell: (row) => fmt.date(row.invoiceDate),
    },
    {
      key: 'scenarioType',
      label: t('documentList.columns.scenarioType'),
      width: 90,
      cell: (row) =>
        row.scenarioType === null
          ? ''
          : t(`enums.scenarioType.${scenarioTypeName(row.scenarioType)}`),
    },
    {
      key: 'ettn',
      label: t('documentList.columns.ettn'),
      width: 300,
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <Text fz="xs" ff="monospace">
            {row.ettn}
          </Text>
          <CopyButton value={row.ettn} />
        </Group>
      ),
    },
    {
      key: 'user',
      label: t('documentList.columns.user'),
      width: 140,
      cell: (row) => row.posUserFullName,
    },
    {
      key: 'device',
      label: t('documentList.columns.device'),
      width: 160,
      cell: (row) => <DeviceCell row={row} />,
    },
    {
      key: 'totalPayAmount',
      label: t('documentList.columns.totalPayAmount'),
      width: 110,
      cell: (row) => (
        <Text fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
          {fmt.money(row.totalPayAmount, row.currencyCode)}
        </Text>
      ),
    },
    {
      key: 'status',
      label: t('documentList.columns.status'),
      width: 120,
      cell: (row) => <StatusCell row={row} />,
    },
    {
      key: 'gibStatus',
      label: t('documentList.columns.gibStatus'),
      width: 160,
      cell: (row) => (
        <Text fz="xs" lineClamp={3} title={gibStatusText(row)}>
          {gibStatusText(row)}
        </Text>
      ),
    },
    {
      key: 'clientResponse',
      label: t('documentList.columns.clientResponse'),
      width: 150,
      cell: (row) => <ClientResponseCell row={row} />,
    },
  ];
  return showStore ? columns : columns.slice(1);
}
