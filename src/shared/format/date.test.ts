import { describe, expect, it } from 'vitest';
import {
  DATE_INPUT_FORMAT,
  formatDate,
  formatDateTime,
  formatDottedDate,
  formatSignInDate,
} from './date';

// 22:30 UTC on 31 March is already 1 April in Istanbul (UTC+3).
const LATE_UTC = '2025-03-31T22:30:00Z';

describe('formatDate', () => {
  it('renders dd-MM-yyyy in Istanbul time', () => {
    expect(formatDate(LATE_UTC)).toBe('01-04-2025');
    expect(formatDate(new Date(LATE_UTC))).toBe('01-04-2025');
    expect(formatDate(Date.parse(LATE_UTC))).toBe('01-04-2025');
  });

  it('zero-pads day and month', () => {
    expect(formatDate('2026-01-05T09:07:00+03:00')).toBe('05-01-2026');
  });

  it('keeps a calendar date as it is', () => {
    expect(formatDate('2025-12-31')).toBe('31-12-2025');
  });

  it('returns an empty string for missing or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2025-02-30')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDottedDate', () => {
  it('renders dd.MM.yyyy in Istanbul time', () => {
    expect(formatDottedDate(LATE_UTC)).toBe('01.04.2025');
    expect(formatDottedDate('2026-01-05T09:07:00+03:00')).toBe('05.01.2026');
    expect(formatDottedDate(null)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('renders dd.MM.yyyy - HH:mm in Istanbul time', () => {
    expect(formatDateTime(LATE_UTC)).toBe('01.04.2025 - 01:30');
  });

  it('uses 00 for midnight, never 24', () => {
    expect(formatDateTime('2025-06-14T21:00:00Z')).toBe('15.06.2025 - 00:00');
  });

  it('reads a wall-clock string without offset as Istanbul time', () => {
    expect(formatDateTime('2025-06-15T08:05:59')).toBe('15.06.2025 - 08:05');
    expect(formatDateTime('2025-06-15 23:59')).toBe('15.06.2025 - 23:59');
  });
});

describe('formatSignInDate', () => {
  it('renders yyyy-MM-dd HH:mm in Istanbul time', () => {
    expect(formatSignInDate(LATE_UTC)).toBe('2025-04-01 01:30');
    expect(formatSignInDate('2024-02-29T06:04:00.123Z')).toBe('2024-02-29 09:04');
  });
});

describe('English dates', () => {
  it('are ISO days, never the Turkish day-first order', () => {
    expect(formatDate(LATE_UTC, 'en')).toBe('2025-04-01');
    expect(formatDottedDate('2026-10-28', 'en')).toBe('2026-10-28');
    expect(formatDateTime(LATE_UTC, 'en')).toBe('2025-04-01 01:30');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('keep the sign-in date as spec §9 gives it', () => {
    expect(formatSignInDate('2026-11-28T18:40:00Z')).toBe('2026-11-28 21:40');
  });

  it('are typed in the format they are shown in', () => {
    expect(DATE_INPUT_FORMAT).toEqual({ tr: 'DD.MM.YYYY', en: 'YYYY-MM-DD' });
  });
});
