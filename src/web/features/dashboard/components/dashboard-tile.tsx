import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCurrencyAmounts } from '../../../../shared/dashboard/dashboard';
import { useFormat } from '../../../lib/use-format';

type TDashboardTileProps = {
  title: string;
  value: ReactNode;
  /** One line per currency, never a sum across them. */
  amounts?: TCurrencyAmounts;
  detail?: ReactNode;
  /** The document list with this tile's filter; a tile without one is not a link. */
  to?: string;
  accent?: ReactNode;
  testId: string;
};

/** A figure of the dashboard; with `to` the whole tile links to the matching documents. */
export function DashboardTile(props: TDashboardTileProps) {
  const { title, value, amounts, detail, to, accent, testId } = props;
  const { t } = useTranslation();
  const fmt = useFormat();
  const body = (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fz="sm" c="dimmed" fw={500}>
          {title}
        </Text>
        {accent}
      </Group>
      <Text fz={28} fw={700} lh={1.2} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {amounts ? (
        amounts.length > 0 ? (
          amounts.map((a) => (
            <Text key={a.currencyCode} fz="sm" data-testid={`${testId}-amount-${a.currencyCode}`}>
              {fmt.money(a.amount, a.currencyCode)}
            </Text>
          ))
        ) : (
          <Text fz="sm" c="dimmed">
            {t('dashboard.tiles.noAmount')}
          </Text>
        )
      ) : null}
      {detail ? (
        <Text fz="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
  if (!to) {
    return (
      <Paper withBorder radius="md" p="md" data-testid={testId}>
        {body}
      </Paper>
    );
  }
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component={Link}
      to={to}
      title={t('dashboard.tiles.open', { title })}
      data-testid={testId}
      style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
    >
      {body}
    </Paper>
  );
}
