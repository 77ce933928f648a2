import { istanbulParts as instantFields } from './istanbul-time';
import type { TFormatLanguage } from './locale';

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

// English dates are ISO (yyyy-MM-dd): the spec names only Turkish formats, and 10/11/2026 reads
// two ways in English.
const isoDay = (p: TParts) => `${p.year}-${p.month}-${p.day}`;

/** List dates, `dd-MM-yyyy` (spec §3 invoiceDate); `yyyy-MM-dd` in English. '' when invalid. */
export function formatDate(value: TDateInput, language: TFormatLanguage = 'tr'): string {
  const p = istanbulParts(value);
  if (!p) return '';
  return language === 'tr' ? `${p.day}-${p.month}-${p.year}` : isoDay(p);
}

/** `dd.MM.yyyy` (a day on its own, e.g. a certificate's validity); `yyyy-MM-dd` in English. */
export function formatDottedDate(value: TDateInput, language: TFormatLanguage = 'tr'): string {
  const p = istanbulParts(value);
  if (!p) return '';
  return language === 'tr' ? `${p.day}.${p.month}.${p.year}` : isoDay(p);
}

/** `dd.MM.yyyy - HH:mm` (spec §3 integrator response date); `yyyy-MM-dd HH:mm` in English. */
export function formatDateTime(value: TDateInput, language: TFormatLanguage = 'tr'): string {
  const p = istanbulParts(value);
  if (!p) return '';
  const time = `${p.hour}:${p.minute}`;
  return language === 'tr' ? `${p.day}.${p.month}.${p.year} - ${time}` : `${isoDay(p)} ${time}`;
}

/** `yyyy-MM-dd HH:mm` in every language (spec §9 sign-in date). */
export function formatSignInDate(value: TDateInput): string {
  const p = istanbulParts(value);
  return p ? `${isoDay(p)} ${p.hour}:${p.minute}` : '';
}

/** What a date input shows and accepts, in dayjs tokens: `dd.MM.yyyy` in Turkish, ISO in English. */
export const DATE_INPUT_FORMAT: Readonly<Record<TFormatLanguage, string>> = {
  tr: 'DD.MM.YYYY',
  en: 'YYYY-MM-DD',
};
