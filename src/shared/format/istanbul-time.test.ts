import { describe, expect, it } from 'vitest';
import {
  istanbulDay,
  istanbulDayEnd,
  istanbulDayTime,
  istanbulDayStart,
  istanbulOffsetMinutes,
  istanbulParts,
  istanbulTimeOfDay,
  istanbulYear,
  minusDays,
  minusOneMonth,
} from './istanbul-time';

describe('Istanbul calendar days', () => {
  it('takes the day in Istanbul, not in UTC', () => {
    expect(istanbulDay(new Date('2026-11-21T21:30:00Z'))).toBe('2026-11-22');
    expect(istanbulDay(new Date('2026-11-21T20:59:00Z'))).toBe('2026-11-21');
  });

  it('turns the year at midnight in Istanbul (21:00 UTC on 31 December)', () => {
    expect(istanbulYear(new Date('2026-12-31T21:30:00Z'))).toBe(2027);
    expect(istanbulDay(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
    expect(istanbulYear(new Date('2026-12-31T20:59:59Z'))).toBe(2026);
    expect(istanbulTimeOfDay(new Date('2026-12-31T20:59:59Z'))).toBe('23:59:59');
    expect(istanbulTimeOfDay(new Date('2026-12-31T21:00:00Z'))).toBe('00:00:00');
    expect(istanbulDayTime(new Date('2026-12-31T21:30:05Z'))).toEqual({
      day: '2027-01-01',
      time: '00:30:05',
      year: 2027,
    });
  });

  it('gives the UTC instants an Istanbul day starts and ends at', () => {
    expect(istanbulDayStart('2027-01-01').toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(istanbulDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(istanbulOffsetMinutes(Date.UTC(2026, 6, 1))).toBe(180);
    // Before 2016 Türkiye changed its clocks; the offset is read, not assumed.
    expect(istanbulDayStart('2015-01-15').toISOString()).toBe('2015-01-14T22:00:00.000Z');
  });

  it('reads each second afresh, the same second as often as asked', () => {
    const lastOfYear = Date.parse('2026-12-31T20:59:59.250Z');
    expect(istanbulTimeOfDay(lastOfYear - 8_000)).toBe('23:59:51');
    expect(istanbulTimeOfDay(lastOfYear)).toBe('23:59:59');
    expect(istanbulTimeOfDay(lastOfYear + 700)).toBe('23:59:59');
    expect(istanbulDay(lastOfYear + 750)).toBe('2027-01-01');
    expect(istanbulDay(lastOfYear)).toBe('2026-12-31');
    const parts = istanbulParts(lastOfYear);
    if (parts) parts.year = 1999;
    expect(istanbulYear(lastOfYear)).toBe(2026);
  });

  it('answers null for an invalid instant', () => {
    expect(istanbulParts(new Date('nonsense'))).toBeNull();
    expect(() => istanbulDay(Number.NaN)).toThrow(RangeError);
  });

  it('goes back a month, clamped to the shorter month', () => {
    expect(minusOneMonth('2026-11-22')).toBe('2026-10-22');
    expect(minusOneMonth('2026-03-31')).toBe('2026-02-28');
    expect(minusOneMonth('2028-03-30')).toBe('2028-02-29');
    expect(minusOneMonth('2026-01-15')).toBe('2025-12-15');
    expect(minusDays('2026-03-02', 7)).toBe('2026-02-23');
  });
});
