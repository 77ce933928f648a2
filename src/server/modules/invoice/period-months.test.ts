import { describe, expect, it } from 'vitest';
import { periodMonths } from './period-months';

describe('periodMonths', () => {
  it('a year from a mid-month day: eleven whole months, the partial ones as days', () => {
    expect(periodMonths({ from: '2025-11-26', to: '2026-11-26' })).toEqual({
      months: { from: '2025-12-01', to: '2026-10-01' },
      days: [
        { from: '2025-11-26', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-26' },
      ],
    });
  });

  it('whole months at both ends are months, with no days', () => {
    expect(periodMonths({ from: '2024-01-01', to: '2024-12-31' })).toEqual({
      months: { from: '2024-01-01', to: '2024-12-01' },
      days: [],
    });
    expect(periodMonths({ from: '2024-02-01', to: '2024-02-29' })).toEqual({
      months: { from: '2024-02-01', to: '2024-02-01' },
      days: [],
    });
  });

  it('a month cut short at either end is days', () => {
    expect(periodMonths({ from: '2025-02-01', to: '2025-02-27' })).toEqual({
      months: null,
      days: [{ from: '2025-02-01', to: '2025-02-27' }],
    });
    expect(periodMonths({ from: '2025-03-02', to: '2025-03-31' })).toEqual({
      months: null,
      days: [{ from: '2025-03-02', to: '2025-03-31' }],
    });
    expect(periodMonths({ from: '2026-11-26', to: '2026-11-26' })).toEqual({
      months: null,
      days: [{ from: '2026-11-26', to: '2026-11-26' }],
    });
  });

  it('two partial months side by side have no whole month between them', () => {
    expect(periodMonths({ from: '2025-12-15', to: '2026-01-10' })).toEqual({
      months: null,
      days: [{ from: '2025-12-15', to: '2026-01-10' }],
    });
  });

  it('ends on a month’s last day across a year end', () => {
    expect(periodMonths({ from: '2025-12-31', to: '2026-01-31' })).toEqual({
      months: { from: '2026-01-01', to: '2026-01-01' },
      days: [{ from: '2025-12-31', to: '2025-12-31' }],
    });
  });
});
