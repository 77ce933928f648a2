import { Badge, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDashboard } from '../../../../shared/dashboard/dashboard';
import { listPath } from '../../../lib/list/list-query';
import { documentsPath } from '../lib/documents-link';
import { documentStatusName, STATUS_COLOURS } from '../lib/enum-labels';
import { DashboardTile } from './dashboard-tile';
import { useFormat } from '../../../lib/use-format';

type TSummaryTilesProps = { data: TDashboard; storeSelected: boolean };

/** The period's totals, then one tile per document status; each links to its documents. */
export function SummaryTiles({ data, storeSelected }: TSummaryTilesProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { period, itemsPerDocument: items } = data;
  const all = documentsPath(period);
  const [first, ...others] = data.turnoverChart.totals;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="lg">
        <DashboardTile
          title={t('dashboard.tiles.documents')}
          value={fmt.integer(items.documents)}
          to={all}
          testId="tile-documents"
        />
        <DashboardTile
          title={t('dashboard.tiles.turnover')}
          value={first ? fmt.money(first.amount, first.currencyCode) : '–'}
          // Every further currency on a line of its own, never added to the first.
          {...(others.length > 0 ? { amounts: others } : {})}
          detail={t('dashboard.tiles.turnoverHint')}
          to={all}
          testId="tile-turnover"
        />
        <DashboardTile
          title={t('dashboard.tiles.itemsPerDocument')}
          value={items.average === null ? '–' : fmt.number(items.average)}
          detail={t('dashboard.tiles.itemsDetail', {
            documents: fmt.integer(items.documents),
            items: fmt.integer(items.items),
          })}
          to={all}
          testId="tile-items"
        />
        <DashboardTile
          title={t('dashboard.tiles.activeDevices')}
          value={fmt.integer(data.activeDeviceCount)}
          // The device list is a store screen (spec §2 menu): a link only in store mode.
          {...(storeSelected ? { to: listPath('/devices') } : {})}
          testId="tile-devices"
        />
      </SimpleGrid>
      <Title order={2} fz="lg" mb="sm">
        {t('dashboard.byStatus')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="lg">
        {data.documentsSummaryInfo.map((row) => {
          const label = t(`enums.documentStatus.${documentStatusName(row.status)}`);
          return (
            <DashboardTile
              key={row.status}
              title={label}
              value={fmt.integer(row.documents)}
              amounts={row.amounts}
              accent={<Badge color={STATUS_COLOURS[row.status]} size="xs" circle />}
              to={documentsPath(period, { status: row.status })}
              testId={`tile-status-${row.status}`}
            />
          );
        })}
      </SimpleGrid>
    </>
  );
}
