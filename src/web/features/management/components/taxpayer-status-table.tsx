import { Badge, Button, Table, Text } from '@mantine/core';
import type { TTaxpayerStatusRow } from '../../../../shared/integrator/integrator-admin';
import { useManagementTranslation } from '../lib/management-i18n';
import { useFormat } from '../../../lib/use-format';

type TTaxpayerStatusTableProps = {
  rows: readonly TTaxpayerStatusRow[];
  /** Administrators may switch a taxpayer of a simulator product; null hides the action. */
  onSimulate: ((row: TTaxpayerStatusRow) => void) | null;
};

const SIMULATOR_PLUGINS = new Set(['simulator', 'simulator-http']);

/** Spec §3 Integrator status per taxpayer: online or offline (text and colour), reason, date. */
export function TaxpayerStatusTable({ rows, onSimulate }: TTaxpayerStatusTableProps) {
  const { t } = useManagementTranslation();
  const fmt = useFormat();
  const date = (value: string | null) => (value ? fmt.dateTime(value) : t('common.none'));
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm" aria-label={t('taxpayers.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('taxpayers.columns.taxNo')}</Table.Th>
            <Table.Th>{t('taxpayers.columns.name')}</Table.Th>
            <Table.Th>{t('taxpayers.columns.integrator')}</Table.Th>
            <Table.Th>{t('taxpayers.columns.status')}</Table.Th>
            <Table.Th>{t('taxpayers.columns.reason')}</Table.Th>
            <Table.Th>{t('taxpayers.columns.onlineDate')}</Table.Th>
            <Table.Th>{t('taxpayers.columns.checkedAt')}</Table.Th>
            {onSimulate ? <Table.Th /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={`${row.integratorProductId}-${row.taxNo}`}
              data-testid="taxpayer-status-row"
              data-tax-no={row.taxNo}
            >
              <Table.Td ff="monospace">{row.taxNo}</Table.Td>
              <Table.Td>{row.name ?? t('common.none')}</Table.Td>
              <Table.Td>{row.integratorName}</Table.Td>
              <Table.Td>
                <Badge
                  color={row.isOnline ? 'teal' : 'red'}
                  variant="light"
                  miw="max-content"
                  data-testid="taxpayer-state"
                >
                  {t(row.isOnline ? 'taxpayers.online' : 'taxpayers.offline')}
                </Badge>
              </Table.Td>
              <Table.Td data-testid="taxpayer-reason">
                {row.offlineReason ?? t('common.none')}
              </Table.Td>
              <Table.Td data-testid="taxpayer-date">{date(row.onlineDate)}</Table.Td>
              <Table.Td>{date(row.checkedAt)}</Table.Td>
              {onSimulate ? (
                <Table.Td>
                  {SIMULATOR_PLUGINS.has(row.pluginKey) ? (
                    <Button size="xs" variant="subtle" onClick={() => onSimulate(row)}>
                      {t(
                        row.isOnline
                          ? 'taxpayers.simulator.goOffline'
                          : 'taxpayers.simulator.goOnline',
                      )}
                    </Button>
                  ) : null}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('taxpayers.empty')}
        </Text>
      ) : null}
    </Table.ScrollContainer>
  );
}
