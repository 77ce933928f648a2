import type { TDashboardQuery } from '../../../../shared/dashboard/dashboard';
import {
  customPeriodProblem,
  DASHBOARD_PRESETS,
  DEFAULT_DASHBOARD_PRESET,
  type TFixedPreset,
} from '../../../../shared/dashboard/dashboard-period';

const PERIOD_KEYS = ['period', 'from', 'to'] as const;

function isFixedPreset(value: string | null): value is TFixedPreset {
  return value !== 'custom' && (DASHBOARD_PRESETS as readonly (string | null)[]).includes(value);
}

/**
 * The dashboard's period in its URL (`?period=lastMonth`, `?period=custom&from=…&to=…`). A
 * missing, unknown or unusable one falls back to this month, as the API's default does.
 */
export function readDashboardQuery(params: URLSearchParams): TDashboardQuery {
  const period = params.get('period');
  if (period === 'custom') {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    return customPeriodProblem(from, to)
      ? { period: DEFAULT_DASHBOARD_PRESET }
      : { period, from, to };
  }
  return { period: isFixedPreset(period) ? period : DEFAULT_DASHBOARD_PRESET };
}

/** The URL parameters for a period; every other parameter (page, size) is kept. */
export function writeDashboardQuery(
  current: URLSearchParams,
  query: TDashboardQuery,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of PERIOD_KEYS) next.delete(key);
  next.set('period', query.period);
  if (query.period === 'custom') {
    next.set('from', query.from);
    next.set('to', query.to);
  }
  return next;
}
