import { APP_TIME_ZONE } from '../../../shared/format/date';

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Istanbul at `now`, `yyyy-MM-dd` (invoice dates are Istanbul days). */
export function istanbulDay(now: Date): string {
  return dayFormatter.format(now);
}

function parts(day: string): [number, number, number] {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return [y, m, d];
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

export function minusDays(day: string, days: number): string {
  const [y, m, d] = parts(day);
  return iso(new Date(Date.UTC(y, m - 1, d - days)));
}

/** Same day one month earlier, clamped to the month's last day (31 March → 28/29 February). */
export function minusOneMonth(day: string): string {
  const [y, m, d] = parts(day);
  const lastDay = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, m - 2, Math.min(d, lastDay))));
}
