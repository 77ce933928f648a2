import { Badge, Table, Text } from '@mantine/core';
import type { TIntegratorHealth } from '../../../../shared/integrator/integrator-admin';
import { useManagementTranslation } from '../lib/management-i18n';
import { useFormat } from '../../../lib/use-format';

/** Whether each active integrator answered a lookup, and how fast. */
export function IntegratorHealthTable({ rows }: { rows: readonly TIntegratorHealth[] }) {
  const { t } = useManagementTranslation();
  const fmt = useFormat();
  return (
    <Table striped verticalSpacing="xs" aria-label={t('systemInfo.integrators')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('systemInfo.integratorColumns.name')}</Table.Th>
          <Table.Th>{t('systemInfo.integratorColumns.plugin')}</Table.Th>
          <Table.Th>{t('systemInfo.integratorColumns.status')}</Table.Th>
          <Table.Th ta="right">{t('systemInfo.integratorColumns.latency')}</Table.Th>
          <Table.Th>{t('systemInfo.integratorColumns.error')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid="integrator-health-row">
            <Table.Td fw={600}>{row.name}</Table.Td>
            <Table.Td ff="monospace">{row.pluginKey}</Table.Td>
            <Table.Td>
              <Badge color={row.reachable ? 'teal' : 'red'} variant="light" miw="max-content">
                {t(row.reachable ? 'systemInfo.reachable' : 'systemInfo.unreachable')}
              </Badge>
            </Table.Td>
            <Table.Td ta="right">
              {row.latencyMs === null
                ? t('common.none')
                : t('systemInfo.latencyValue', {
                    ms: fmt.number(row.latencyMs, { maxFractionDigits: 1 }),
                  })}
            </Table.Td>
            <Table.Td>
              <Text fz="sm" c="dimmed">
                {row.error ?? t('common.none')}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
