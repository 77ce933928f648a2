import '@mantine/charts/styles.css';
import { SimpleGrid } from '@mantine/core';
import type { TDashboard } from '../../../../shared/dashboard/dashboard';
import { DocTypeSummary } from './doc-type-summary';
import { TurnoverChart } from './turnover-chart';

/**
 * The charts of the dashboard, a chunk of their own: recharts is most of the screen's weight,
 * so the figures show without waiting for it.
 */
export function DashboardCharts({ data }: { data: TDashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <TurnoverChart chart={data.turnoverChart} />
      <DocTypeSummary data={data} />
    </SimpleGrid>
  );
}
