import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDocumentRow } from '../../../../shared/invoice/document-list';
import { DelayedLoader } from '../../../components/delayed-loader';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { ActionDialog } from './action-dialog';
import { useIntegratorResponses } from './api/list-integrator-responses';

type TIntegratorResponseDialogProps = { row: TDocumentRow; onClose: () => void };

/** Spec §3 "Integrator response": every answer, newest first, dated `dd.MM.yyyy - HH:mm`. */
export function IntegratorResponseDialog({ row, onClose }: TIntegratorResponseDialogProps) {
  const { t } = useTranslation();
  const responses = useIntegratorResponses(row.ettn);
  const list = responses.data?.list;
  return (
    <ActionDialog title={t('documentActions.menu.integratorResponse')} onClose={onClose} size="xl">
      <RequestErrorAlert title={t('documentActions.loadFailed')} error={responses.error} />
      {responses.isPending ? <DelayedLoader minHeight={120} /> : null}
      {list && list.length === 0 ? (
        <Text c="dimmed">{t('documentActions.response.none')}</Text>
      ) : null}
      {list && list.length > 0 ? (
        <Table data-testid="integrator-responses" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={150}>{t('documentActions.response.date')}</Table.Th>
              <Table.Th w={80}>{t('documentActions.response.status')}</Table.Th>
              <Table.Th>{t('documentActions.response.data')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((entry, i) => (
              <Table.Tr key={`${entry.date}-${i}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{entry.date}</Table.Td>
                <Table.Td>{entry.status ?? ''}</Table.Td>
                <Table.Td>
                  <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {entry.data ?? ''}
                  </Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </ActionDialog>
  );
}
