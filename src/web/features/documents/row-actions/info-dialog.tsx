import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDocumentRow } from '../../../../shared/invoice/document-list';
import { ActionDialog } from './action-dialog';
import { docTypeLabel, statusLabel } from './enum-labels';
import { useFormat } from '../../../lib/use-format';

type TInfoDialogProps = { row: TDocumentRow; onClose: () => void };

/** Spec §2 "Bilgi": the document's state in one place, including why it failed or was cancelled. */
export function InfoDialog({ row, onClose }: TInfoDialogProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const gib =
    row.gibStatusCode === null
      ? ''
      : [row.gibStatusCode, row.gibStatusText].filter((p) => p !== null).join(' - ');
  const status = row.cancelPending
    ? `${t(statusLabel(row.status))} (${t('documentActions.cancelPending')})`
    : t(statusLabel(row.status));
  const rows: [string, ReactNode][] = [
    [t('documentActions.info.storeName'), row.storeName],
    [t('documentActions.info.docType'), t(docTypeLabel(row.docType))],
    [t('documentActions.info.invoiceNo'), row.invoiceNo ?? ''],
    [t('documentActions.info.invoiceDate'), fmt.date(row.invoiceDate)],
    [t('documentActions.info.ettn'), row.ettn],
    [t('documentActions.info.status'), status],
    [t('documentActions.info.gibStatus'), gib],
    [t('documentActions.info.failureReason'), row.failureReason ?? ''],
    [
      t('documentActions.info.resendable'),
      row.isResendable ? t('documentActions.info.yes') : t('documentActions.info.no'),
    ],
    [t('documentActions.info.cancelReason'), row.cancelReason ?? ''],
    [t('documentActions.info.cancelDate'), fmt.dateTime(row.cancelDate)],
  ];
  return (
    <ActionDialog title={t('documents.infoTitle')} onClose={onClose} size="lg">
      <Table variant="vertical" layout="fixed" data-testid="document-info">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ActionDialog>
  );
}
