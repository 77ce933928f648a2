import { istanbulParts as instantFields } from './istanbul-time';

/** An instant (Date, epoch ms, ISO string with offset) or an Istanbul wall-clock string. */
export type TDateInput = Date | string | number | null | undefined;

type TParts = { year: string; month: string; day: string; hour: string; minute: string };

// No offset means the text already is Istanbul wall-clock time (a calendar date has no zone).
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

function wallClockParts(match: RegExpExecArray): TParts | null {
  const [, year = '', month = '', day = '', hour = '00', minute = '00'] = match;
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const valid =
    check.getUTCMonth() === Number(month) - 1 &&
    check.getUTCDate() === Number(day) &&
    Number(hour) < 24 &&
    Number(minute) < 60;
  return valid ? { year, month, day, hour, minute } : null;
}

function instantParts(date: Date): TParts | null {
  const p = instantFields(date);
  if (!p) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    year: String(p.year).padStart(4, '0'),
    month: pad(p.month),
    day: pad(p.day),
    hour: pad(p.hour),
    minute: pad(p.minute),
  };
}

function istanbulParts(value: TDateInput): TParts | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return instantParts(value);
  if (typeof value === 'string') {
    const wallClock = WALL_CLOCK.exec(value);
    return wallClock ? wallClockParts(wallClock) : instantParts(new Date(value));
  }
  return instantParts(new Date(value));
}

/** List dates, `dd-MM-yyyy` (spec §3 invoiceDate). Empty string for a missing or invalid value. */
export function formatDate(value: TDateInput): string {
  const p = istanbulParts(value);
  return p ? `${p.day}-${p.month}-${p.year}` : '';
}

/** `dd.MM.yyyy` (a day on its own, e.g. a certificate's validity). */
export function formatDottedDate(value: TDateInput): string {
  const p = istanbulParts(value);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** `dd.MM.yyyy - HH:mm` (spec §3 integrator response date). */
export function formatDateTime(value: TDateInput): string {
  const p = istanbulParts(value);
  return p ? `${p.day}.${p.month}.${p.year} - ${p.hour}:${p.minute}` : '';
}

/** `yyyy-MM-dd HH:mm` (spec §9 sign-in date). */
export function formatSignInDate(value: TDateInput): string {
  const p = istanbulParts(value);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : '';
}
