import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDashboardQuery } from '../../../../shared/dashboard/dashboard';
import {
  customPeriodProblem,
  DASHBOARD_PRESETS,
  type TDashboardPeriod,
  type TDashboardPreset,
} from '../../../../shared/dashboard/dashboard-period';
import { DateField } from '../../../components/date-field';
import { useFormat } from '../../../lib/use-format';

type TPeriodPickerProps = {
  query: TDashboardQuery;
  /** The days the figures shown are for (the server resolves presets). */
  shown: TDashboardPeriod | undefined;
  onChange: (query: TDashboardQuery) => void;
};

/** Presets (today, last 7 days, this month, last month) or a custom range of days. */
export function PeriodPicker({ query, shown, onChange }: TPeriodPickerProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [editing, setEditing] = useState(query.period === 'custom');
  // Back and forward change the URL's period under the picker: the range inputs follow it.
  useEffect(() => setEditing(query.period === 'custom'), [query.period]);
  const [draft, setDraft] = useState({ from: shown?.from ?? '', to: shown?.to ?? '' });
  const problem = customPeriodProblem(draft.from, draft.to);
  const choose = (preset: TDashboardPreset) => {
    if (preset !== 'custom') {
      setEditing(false);
      onChange({ period: preset });
      return;
    }
    setDraft({ from: shown?.from ?? '', to: shown?.to ?? '' });
    setEditing(true);
  };
  return (
    <Group align="flex-end" gap="md" mb="lg" wrap="wrap">
      <SegmentedControl
        aria-label={t('dashboard.period.label')}
        data={DASHBOARD_PRESETS.map((p) => ({ value: p, label: t(`dashboard.period.${p}`) }))}
        value={editing ? 'custom' : query.period}
        onChange={(value) => choose(value as TDashboardPreset)}
        data-testid="dashboard-period"
      />
      {editing ? (
        <Group align="flex-end" gap="sm">
          <DateField
            w={160}
            label={t('dashboard.period.from')}
            value={draft.from}
            onChange={(day) => setDraft({ ...draft, from: day })}
            data-testid="dashboard-from"
          />
          <DateField
            w={160}
            label={t('dashboard.period.to')}
            value={draft.to}
            onChange={(day) => setDraft({ ...draft, to: day })}
            error={
              problem && draft.from && draft.to ? t(`dashboard.validation.${problem.reason}`) : null
            }
            data-testid="dashboard-to"
          />
          <Button
            disabled={problem !== null}
            onClick={() => onChange({ period: 'custom', from: draft.from, to: draft.to })}
            data-testid="dashboard-apply"
          >
            {t('dashboard.period.apply')}
          </Button>
        </Group>
      ) : null}
      {shown ? (
        <Text c="dimmed" fz="sm" data-testid="dashboard-range">
          {t('dashboard.period.range', { from: fmt.date(shown.from), to: fmt.date(shown.to) })}
        </Text>
      ) : null}
    </Group>
  );
}
