import { BarChart } from '@mantine/charts';
import { Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDashboard } from '../../../../shared/dashboard/dashboard';
import type { TCurrency } from '../../../../shared/domain/enums';
import { useFormat } from '../../../lib/use-format';

type TTurnoverChartProps = { chart: TDashboard['turnoverChart'] };

/**
 * Daily turnover of the period (Istanbul days), one currency at a time: amounts of different
 * currencies never share an axis, let alone a sum.
 */
export function TurnoverChart({ chart }: TTurnoverChartProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [picked, setPicked] = useState<TCurrency | null>(null);
  const currency = picked && chart.currencies.includes(picked) ? picked : chart.currencies[0];
  const amounts = chart.series.find((s) => s.currencyCode === currency)?.amounts ?? [];
  const data = currency
    ? chart.days.map((day, i) => ({
        day: fmt.date(day),
        // Bar heights only; every figure shown is formatted from its two-decimal text.
        amount: Number(amounts[i] ?? '0'),
      }))
    : [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="turnover-chart">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          {t('dashboard.chart.title')}
        </Title>
        {chart.currencies.length > 1 ? (
          <SegmentedControl
            size="xs"
            aria-label={t('dashboard.chart.currency')}
            data={chart.currencies}
            value={currency}
            onChange={(value) => setPicked(value as TCurrency)}
            data-testid="turnover-currency"
          />
        ) : null}
      </Group>
      {currency ? (
        <BarChart
          h={280}
          data={data}
          dataKey="day"
          series={[{ name: 'amount', label: currency, color: 'teal.6' }]}
          valueFormatter={(value) => fmt.money(value.toFixed(2), currency)}
          tickLine="y"
          yAxisProps={{ width: 110 }}
          data-testid={`turnover-bars-${currency}`}
        />
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          {t('dashboard.chart.empty')}
        </Text>
      )}
    </Paper>
  );
}
