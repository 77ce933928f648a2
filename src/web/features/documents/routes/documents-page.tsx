import { Box, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { DocumentExportButton } from '../export/document-export-button';

/**
 * `/invoice/documents` until the list screen lands: only the export, fed by the URL's filter and
 * sort with each filter entry shown as its raw field and value.
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('menu.documents'));
  const filter = params.get('filter') ?? undefined;
  const applied = (filter ?? '')
    .split(',')
    .map((entry) => entry.split(':'))
    .filter((parts) => parts.length === 3)
    .map(([field = '', value = '']) => ({
      column: field,
      values: [decodeURIComponent(value)],
    }));
  return (
    <Box px={{ base: 'md', sm: 32 }} py={28} maw={1400}>
      <Group justify="space-between" align="flex-end" mb="lg">
        <Title order={1} fz={26}>
          {t('menu.documents')}
        </Title>
        <DocumentExportButton
          filter={filter}
          sort={params.get('sort') ?? undefined}
          storeId={undefined}
          applied={applied}
        />
      </Group>
    </Box>
  );
}
