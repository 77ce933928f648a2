import { Box, Paper, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ZDocumentListResponse } from '../../../../shared/invoice/document-list';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { apiRequest } from '../../../lib/api-client';
import { useAccount } from '../../../lib/session/get-account';
import { DOCUMENTS_QUERY_KEY } from '../row-actions/api/document-keys';
import { DocumentRowMenu } from '../row-actions/document-row-menu';
import { statusLabel } from '../row-actions/enum-labels';

/**
 * `/invoice/documents`: the smallest list that carries the row menu (the list screen proper
 * replaces it). The URL's page, size, sort and filter go to the list API as they are.
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: account } = useAccount();
  const query = {
    page: params.get('page') ?? undefined,
    size: params.get('size') ?? undefined,
    sort: params.get('sort') ?? undefined,
    filter: params.get('filter') ?? undefined,
  };
  const list = useQuery({
    queryKey: [...DOCUMENTS_QUERY_KEY, 'list', account?.tenantId, account?.storeId, query],
    queryFn: ({ signal }) =>
      apiRequest('/api/invoice/list', { query, schema: ZDocumentListResponse, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <Box px={{ base: 'md', sm: 32 }} py={28}>
      <Title order={1} fz={26} mb="lg">
        {t('menu.documents')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <RequestErrorAlert title={t('documentActions.loadFailed')} error={list.error} />
        <Table data-testid="documents-table" highlightOnHover>
          <Table.Tbody>
            {list.data?.list.map((row) => (
              <Table.Tr
                key={row.documentId}
                data-document-id={row.documentId}
                data-invoice-no={row.invoiceNo ?? ''}
              >
                <Table.Td>{row.storeName}</Table.Td>
                <Table.Td>{row.invoiceNo}</Table.Td>
                <Table.Td>{row.ettn}</Table.Td>
                <Table.Td data-testid="document-status">{t(statusLabel(row.status))}</Table.Td>
                <Table.Td>
                  <DocumentRowMenu row={row} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {list.data?.list.length === 0 ? (
          <Text ta="center" c="dimmed" py="xl">
            {t('documents.empty')}
          </Text>
        ) : null}
      </Paper>
    </Box>
  );
}
