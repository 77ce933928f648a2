import type { TDayRange } from './document-day-totals.repository';

/** A period as the whole calendar months inside it (their first days) and the days outside them. */
export type TPeriodMonths = { months: TDayRange | null; days: TDayRange[] };

/** `yyyy-MM-dd` of a UTC calendar date; months and days past their end roll over. */
const dayOf = (year: number, month0: number, day: number) =>
  new Date(Date.UTC(year, month0, day)).toISOString().slice(0, 10);

const partsOf = (day: string) => day.split('-').map(Number) as [number, number, number];

/**
 * Splits whole days (both ends inclusive) into the calendar months they cover entirely and the
 * days before and after them, so a reader adds month rows where it can and day rows only at the
 * period's ends; a period inside one month, not covering it, is days only.
 */
export function periodMonths(period: TDayRange): TPeriodMonths {
  const [fy, fm, fd] = partsOf(period.from);
  const [ty, tm] = partsOf(period.to);
  const first = fd === 1 ? dayOf(fy, fm - 1, 1) : dayOf(fy, fm, 1);
  // Day 0 of the next month is the last day of this one.
  const last = dayOf(ty, tm, 0) === period.to ? dayOf(ty, tm - 1, 1) : dayOf(ty, tm - 2, 1);
  if (first > last) return { months: null, days: [period] };
  const [ly, lm] = partsOf(last);
  const [sy, sm] = partsOf(first);
  const beforeFirst = dayOf(sy, sm - 1, 0);
  const afterLast = dayOf(ly, lm, 1);
  const days: TDayRange[] = [];
  if (period.from <= beforeFirst) days.push({ from: period.from, to: beforeFirst });
  if (afterLast <= period.to) days.push({ from: afterLast, to: period.to });
  return { months: { from: first, to: last }, days };
}
