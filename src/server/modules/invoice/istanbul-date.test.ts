import { describe, expect, it } from 'vitest';
import { istanbulDay, minusDays, minusOneMonth } from './istanbul-date';

describe('Istanbul calendar days', () => {
  it('takes the day in Istanbul, not in UTC', () => {
    expect(istanbulDay(new Date('2026-11-21T21:30:00Z'))).toBe('2026-11-22');
    expect(istanbulDay(new Date('2026-11-21T20:59:00Z'))).toBe('2026-11-21');
  });

  it('goes back a month, clamped to the shorter month', () => {
    expect(minusOneMonth('2026-11-22')).toBe('2026-10-22');
    expect(minusOneMonth('2026-03-31')).toBe('2026-02-28');
    expect(minusOneMonth('2028-03-30')).toBe('2028-02-29');
    expect(minusOneMonth('2026-01-15')).toBe('2025-12-15');
    expect(minusDays('2026-03-02', 7)).toBe('2026-02-23');
  });
});
