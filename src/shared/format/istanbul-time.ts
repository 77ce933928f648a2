/** Business time zone of every date the app shows and issues (domain.md: Turkish UX conventions). */
export const APP_TIME_ZONE = 'Europe/Istanbul';

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** Wall-clock fields of an instant in Istanbul, as numbers. */
export type TIstanbulParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

// The one formatter: explicit 2-digit fields and h23, because locale defaults drop zero padding
// or print midnight as 24:00. Creating an Intl.DateTimeFormat is slow, so it is built once.
const istanbulFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

// formatToParts costs microseconds and a server asks for the same second many times over (every
// list request reads today's date): the last second's fields are kept.
let lastSecond = Number.NaN;
let lastParts: Readonly<TIstanbulParts> | null = null;

/** The Istanbul wall clock at an instant; null for an invalid date. */
export function istanbulParts(at: Date | number): TIstanbulParts | null {
  const ms = typeof at === 'number' ? at : at.getTime();
  if (Number.isNaN(ms)) return null;
  const second = Math.floor(ms / 1000);
  if (second === lastSecond && lastParts) return { ...lastParts };
  const p: Record<string, number> = {};
  for (const part of istanbulFormatter.formatToParts(new Date(ms))) {
    p[part.type] = Number(part.value);
  }
  const parts = {
    year: p.year ?? 0,
    month: p.month ?? 0,
    day: p.day ?? 0,
    hour: p.hour ?? 0,
    minute: p.minute ?? 0,
    second: p.second ?? 0,
  };
  lastSecond = second;
  lastParts = parts;
  return { ...parts };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function partsOf(at: Date | number): TIstanbulParts {
  const p = istanbulParts(at);
  if (!p) throw new RangeError('Invalid date');
  return p;
}

const dayOf = (p: TIstanbulParts) => `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
const timeOf = (p: TIstanbulParts) => `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;

/** The Istanbul calendar day of an instant, `yyyy-MM-dd` (invoice dates are Istanbul days). */
export function istanbulDay(at: Date | number): string {
  return dayOf(partsOf(at));
}

/** The Istanbul year of an instant: an invoice number's year, where its sequence restarts. */
export function istanbulYear(at: Date | number): number {
  return partsOf(at).year;
}

/** The Istanbul time of day of an instant, `HH:mm:ss`. */
export function istanbulTimeOfDay(at: Date | number): string {
  return timeOf(partsOf(at));
}

/** istanbulDay, istanbulTimeOfDay and istanbulYear of one instant, read from the clock once. */
export function istanbulDayTime(at: Date | number): { day: string; time: string; year: number } {
  const p = partsOf(at);
  return { day: dayOf(p), time: timeOf(p), year: p.year };
}

/** Offset of Istanbul from UTC at an instant, in minutes east. */
export function istanbulOffsetMinutes(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  const p = partsOf(ms);
  const wallMs = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wallMs - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The UTC instant at which an Istanbul calendar day (`yyyy-MM-dd`) starts. */
export function istanbulDayStart(day: string): Date {
  const [y, m, d] = dayFields(day);
  const utcMidnight = Date.UTC(y, m - 1, d);
  // Offset at local noon: Türkiye has kept one offset all year since 2016, but do not assume it.
  return new Date(utcMidnight - istanbulOffsetMinutes(utcMidnight + DAY_MS / 2) * 60_000);
}

/** The UTC instant at which an Istanbul calendar day ends (the next day's start, exclusive). */
export function istanbulDayEnd(day: string): Date {
  return istanbulDayStart(minusDays(day, -1));
}

function dayFields(day: string): [number, number, number] {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return [y, m, d];
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A calendar day `days` days before `day` (both `yyyy-MM-dd`). */
export function minusDays(day: string, days: number): string {
  const [y, m, d] = dayFields(day);
  return isoDay(new Date(Date.UTC(y, m - 1, d - days)));
}

/** Same day one month earlier, clamped to the month's last day (31 March → 28/29 February). */
export function minusOneMonth(day: string): string {
  const [y, m, d] = dayFields(day);
  const lastDay = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  return isoDay(new Date(Date.UTC(y, m - 2, Math.min(d, lastDay))));
}
