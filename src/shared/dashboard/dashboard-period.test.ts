import { describe, expect, it } from 'vitest';
import {
  customPeriodProblem,
  daysOf,
  MAX_DASHBOARD_DAYS,
  periodDays,
  presetPeriod,
} from './dashboard-period';
import { ZDashboardQuery } from './dashboard';
import { minusDays } from '../format/istanbul-time';

const at = (iso: string) => new Date(iso);

describe('dashboard period presets (Europe/Istanbul days)', () => {
  it('resolve today, the last 7 days, this month and last month', () => {
    const now = at('2026-11-18T10:00:00+03:00');
    expect(presetPeriod('today', now)).toEqual({ from: '2026-11-18', to: '2026-11-18' });
    expect(presetPeriod('last7Days', now)).toEqual({ from: '2026-11-12', to: '2026-11-18' });
    expect(presetPeriod('thisMonth', now)).toEqual({ from: '2026-11-01', to: '2026-11-18' });
    expect(presetPeriod('lastMonth', now)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('start the Istanbul day at 21:00 UTC the evening before', () => {
    // 20:59 UTC on 31 March is still March in Istanbul; a minute later it is 1 April.
    expect(presetPeriod('thisMonth', at('2026-03-31T20:59:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(presetPeriod('thisMonth', at('2026-03-31T21:00:00Z'))).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
    expect(presetPeriod('lastMonth', at('2026-03-31T21:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('keep UTC+3 on the European clock-change nights (Türkiye has no DST since 2016)', () => {
    // The last Sunday of October and of March: under EET/EEST these instants would be another day.
    expect(presetPeriod('today', at('2026-10-25T21:00:00Z'))).toEqual({
      from: '2026-10-26',
      to: '2026-10-26',
    });
    expect(presetPeriod('today', at('2026-10-25T20:59:59Z'))).toEqual({
      from: '2026-10-25',
      to: '2026-10-25',
    });
    expect(presetPeriod('today', at('2026-03-28T21:30:00Z'))).toEqual({
      from: '2026-03-29',
      to: '2026-03-29',
    });
  });

  it('cross year and month ends, leap February included', () => {
    expect(presetPeriod('lastMonth', at('2026-12-31T21:00:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(presetPeriod('last7Days', at('2027-01-02T09:00:00+03:00'))).toEqual({
      from: '2026-12-27',
      to: '2027-01-02',
    });
    expect(presetPeriod('lastMonth', at('2028-03-15T12:00:00+03:00'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(presetPeriod('lastMonth', at('2027-03-01T00:00:00+03:00'))).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
  });

  it('lists every day of a period for the chart', () => {
    expect(daysOf({ from: '2028-02-27', to: '2028-03-01' })).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(periodDays({ from: '2026-01-01', to: '2026-12-31' })).toBe(365);
    expect(daysOf({ from: '2025-12-30', to: '2026-01-02' })).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
    const year = daysOf({ from: '2025-11-26', to: '2026-11-26' });
    expect(year).toHaveLength(366);
    expect(year.every((day, i) => i === 0 || minusDays(day, 1) === year[i - 1])).toBe(true);
    expect(daysOf({ from: '2026-11-02', to: '2026-11-01' })).toEqual([]);
  });
});

describe('custom periods', () => {
  it('accept up to a leap year and say what is wrong otherwise', () => {
    expect(customPeriodProblem('2028-01-01', '2028-12-31')).toBeNull();
    expect(periodDays({ from: '2028-01-01', to: '2028-12-31' })).toBe(MAX_DASHBOARD_DAYS);
    expect(customPeriodProblem('2028-01-01', '2029-01-01')).toEqual({
      reason: 'tooLong',
      field: 'to',
    });
    expect(customPeriodProblem(undefined, '2026-01-01')).toEqual({
      reason: 'missing',
      field: 'from',
    });
    expect(customPeriodProblem('2026-02-30', '2026-03-01')).toEqual({
      reason: 'notADay',
      field: 'from',
    });
    expect(customPeriodProblem('2026-03-02', '2026-03-01')).toEqual({
      reason: 'reversed',
      field: 'to',
    });
  });

  it('are refused by the query schema with the field and an i18n key', () => {
    const issues = (input: Record<string, string>) =>
      ZDashboardQuery.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ period: 'custom', from: '2026-03-02', to: '2026-03-01' })).toEqual([
      ['to', 'dashboard.validation.reversed'],
    ]);
    expect(issues({ period: 'today', from: '2026-03-01' })).toEqual([
      ['from', 'dashboard.validation.daysWithPreset'],
    ]);
    expect(issues({ period: 'custom', from: '2026-03-01T00:00', to: '2026-03-02' })).toEqual([
      ['from', 'dashboard.validation.notADay'],
    ]);
    expect(ZDashboardQuery.parse({})).toEqual({ period: 'thisMonth' });
  });
});
