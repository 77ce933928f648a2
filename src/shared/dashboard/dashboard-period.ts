import { istanbulDay, minusDays } from '../format/istanbul-time';

/** The dashboard's period choices (issue 13); `custom` takes its own first and last day. */
export const DASHBOARD_PRESETS = [
  'today',
  'last7Days',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type TDashboardPreset = (typeof DASHBOARD_PRESETS)[number];
/** A preset the server resolves itself: every one but `custom`. */
export type TFixedPreset = Exclude<TDashboardPreset, 'custom'>;
export const DEFAULT_DASHBOARD_PRESET: TFixedPreset = 'thisMonth';

/**
 * The longest period, in days: a year, a leap year included. Reading it costs days × types ×
 * statuses summary rows, and its chart has a bar per day.
 */
export const MAX_DASHBOARD_DAYS = 366;

/** Istanbul calendar days, both ends inclusive, `yyyy-MM-dd`. */
export type TDashboardPeriod = { from: string; to: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `yyyy-MM-dd` (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** Days from `from` to `to`, both counted: 2026-11-01 → 2026-11-30 is 30. */
export function periodDays({ from, to }: TDashboardPeriod): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * Every day of the period in order (the chart's x axis). Counted on as numbers, not through a
 * Date per day: a year's 366 days are built on every dashboard request.
 */
export function daysOf(period: TDashboardPeriod): string[] {
  const days: string[] = [];
  let [year = 0, month = 1, day = 1] = period.from.split('-').map(Number);
  let monthDays = new Date(Date.UTC(year, month, 0)).getUTCDate();
  for (let at = period.from; at <= period.to;) {
    days.push(at);
    day += 1;
    if (day > monthDays) {
      day = 1;
      month = month === 12 ? 1 : month + 1;
      if (month === 1) year += 1;
      monthDays = new Date(Date.UTC(year, month, 0)).getUTCDate();
    }
    at = `${year}-${twoDigits(month)}-${twoDigits(day)}`;
  }
  return days;
}

function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/**
 * The days of a preset at an instant, in Europe/Istanbul (UTC+3 all year since 2016: the day
 * starts at 21:00 UTC the evening before, in March and October alike). "This month" runs from
 * its first day to today; "last month" is the whole calendar month before it.
 */
export function presetPeriod(preset: TFixedPreset, now: Date): TDashboardPeriod {
  const today = istanbulDay(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7Days':
      return { from: minusDays(today, 6), to: today };
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const lastDay = minusDays(firstOfMonth(today), 1);
      return { from: firstOfMonth(lastDay), to: lastDay };
    }
  }
}

export type TPeriodProblem = {
  reason: 'missing' | 'notADay' | 'reversed' | 'tooLong';
  field: 'from' | 'to';
};

/** Why a custom period is refused and which of its days is at fault, or null when usable. */
export function customPeriodProblem(
  from: string | undefined,
  to: string | undefined,
): TPeriodProblem | null {
  if (!from) return { reason: 'missing', field: 'from' };
  if (!to) return { reason: 'missing', field: 'to' };
  if (!isCalendarDay(from)) return { reason: 'notADay', field: 'from' };
  if (!isCalendarDay(to)) return { reason: 'notADay', field: 'to' };
  if (from > to) return { reason: 'reversed', field: 'to' };
  return periodDays({ from, to }) > MAX_DASHBOARD_DAYS ? { reason: 'tooLong', field: 'to' } : null;
}
