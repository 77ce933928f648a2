import { Box, Group, Skeleton, Text, Title } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TDashboardQuery } from '../../../../shared/dashboard/dashboard';
import { lazyPage } from '../../../app/routes/lazy-page';
import { DelayedLoader } from '../../../components/delayed-loader';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { useAccount } from '../../../lib/session/get-account';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDashboard } from '../api/get-dashboard';
import { PeriodPicker } from '../components/period-picker';
import { SummaryTiles } from '../components/summary-tiles';
import { readDashboardQuery, writeDashboardQuery } from '../lib/dashboard-params';

const DashboardCharts = lazyPage(
  () => import('../components/dashboard-charts'),
  (m) => m.DashboardCharts,
  ['dashboard', 'documents'],
);

/** `/dashboard` (spec §2, §3 Dashboard data): the selected tenant's or store's figures. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const [params, setParams] = useSearchParams();
  const query = readDashboardQuery(params);
  const scope = { tenantId: account?.tenantId ?? null, storeId: account?.storeId ?? null };
  const dashboard = useDashboard(scope, query);
  const data = dashboard.data;
  usePageTitle(t('menu.dashboard'));
  // The charts' chunk comes while the figures are being read, not after them.
  useEffect(() => DashboardCharts.preload(), []);
  const change = (next: TDashboardQuery) =>
    setParams((current) => writeDashboardQuery(current, next));

  return (
    <Box px={{ base: 'md', sm: 32 }} py={28} maw={1400}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={1} fz={26}>
          {t('menu.dashboard')}
        </Title>
        <Text c="dimmed" data-testid="dashboard-scope">
          {account?.storeName
            ? t('dashboard.scopeStore', { name: account.storeName })
            : t('dashboard.scopeTenant')}
        </Text>
      </Group>
      <PeriodPicker query={query} shown={data?.period} onChange={change} />
      <RequestErrorAlert title={t('dashboard.loadFailed')} error={dashboard.error} />
      {dashboard.isPending ? <DelayedLoader /> : null}
      {data ? (
        <Box data-testid="dashboard" data-period={`${data.period.from}~${data.period.to}`}>
          <SummaryTiles data={data} storeSelected={scope.storeId !== null} />
          <Suspense fallback={<Skeleton h={360} radius="md" />}>
            <DashboardCharts data={data} />
          </Suspense>
        </Box>
      ) : null}
    </Box>
  );
}
