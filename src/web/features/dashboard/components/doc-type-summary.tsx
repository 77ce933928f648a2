import { DonutChart } from '@mantine/charts';
import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TDashboard } from '../../../../shared/dashboard/dashboard';
import { useFormat } from '../../../lib/use-format';
import { documentsPath } from '../lib/documents-link';
import { DOC_TYPE_COLOURS, docTypeName } from '../lib/enum-labels';

type TDocTypeSummaryProps = { data: TDashboard };

/** Documents per type: their share, count and amounts per currency, each a link to them. */
export function DocTypeSummary({ data }: TDocTypeSummaryProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const rows = data.documentsSummaryInfoByDocType.filter((r) => r.documents > 0);
  const label = (docType: number) => t(`enums.docType.${docTypeName(docType)}`);
  return (
    <Paper withBorder radius="md" p="md" data-testid="doc-type-summary">
      <Title order={2} fz="lg" mb="md">
        {t('dashboard.byDocType')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('documents.empty')}
        </Text>
      ) : (
        <Group align="flex-start" wrap="wrap" gap="lg">
          {/* The chart's own root is a plain div, where aria-label is not allowed. */}
          <div role="img" aria-label={t('dashboard.byDocTypeChart')}>
            <DonutChart
              size={160}
              thickness={24}
              data={rows.map((r) => ({
                name: label(r.docType),
                value: r.documents,
                color: DOC_TYPE_COLOURS[r.docType] ?? 'gray.6',
              }))}
              valueFormatter={fmt.integer}
              chartLabel={fmt.integer(data.itemsPerDocument.documents)}
            />
          </div>
          <Table style={{ flex: 1, minWidth: 240 }} verticalSpacing={6}>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.docType} data-testid={`doc-type-${r.docType}`}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={documentsPath(data.period, { docType: r.docType })}
                    >
                      {label(r.docType)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right" data-testid={`doc-type-${r.docType}-count`}>
                    {fmt.integer(r.documents)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Stack gap={0}>
                      {r.amounts.map((a) => (
                        <Text key={a.currencyCode} fz="sm">
                          {fmt.money(a.amount, a.currencyCode)}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Group>
      )}
    </Paper>
  );
}
