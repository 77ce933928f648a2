import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClientResponse } from '../../../../shared/domain/enums';
import type { TDocumentRow } from '../../../../shared/invoice/document-list';
import { ActionDialog } from './action-dialog';
import { clientResponseLabel } from './enum-labels';

type TClientResponseDialogProps = { row: TDocumentRow; onClose: () => void };

/** Spec §4: the response message exists only for an accepted (2) or rejected (3) invoice. */
export function hasResponseMessage(row: TDocumentRow): boolean {
  return (
    row.responseState === ClientResponse.accepted || row.responseState === ClientResponse.rejected
  );
}

/** Spec §2 "Müşteri Yanıtı" of a commercial (scenario 2) invoice. */
export function ClientResponseDialog({ row, onClose }: TClientResponseDialogProps) {
  const { t } = useTranslation();
  return (
    <ActionDialog title={t('documents.clientResponseTitle')} onClose={onClose} size="md">
      {row.responseState === null ? (
        <Text c="dimmed">{t('documentActions.clientResponse.none')}</Text>
      ) : (
        <Table variant="vertical" layout="fixed" data-testid="client-response">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={160}>{t('documentActions.clientResponse.state')}</Table.Th>
              <Table.Td>{t(clientResponseLabel(row.responseState))}</Table.Td>
            </Table.Tr>
            {hasResponseMessage(row) ? (
              <Table.Tr>
                <Table.Th>{t('documentActions.clientResponse.message')}</Table.Th>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{row.responseMessage ?? ''}</Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      )}
    </ActionDialog>
  );
}
