import { describe, expect, it } from 'vitest';
import { dayOfOffset, fromTheEnd } from './document-list-page.repository';

describe('fromTheEnd', () => {
  it('reads a page nearer the end from there, the last one short', () => {
    // 1,005 rows, pages of 10: page 101 holds rows 1,000–1,004, the list's last 5.
    expect(fromTheEnd({ offset: 1_000, limit: 10 }, 1_005)).toEqual({ offset: 0, limit: 5 });
    // Page 100 holds rows 990–999: 5 rows of the list come after it.
    expect(fromTheEnd({ offset: 990, limit: 10 }, 1_005)).toEqual({ offset: 5, limit: 10 });
    expect(fromTheEnd({ offset: 600, limit: 10 }, 1_005)).toEqual({ offset: 395, limit: 10 });
  });

  it('leaves a page nearer the start, or past the end, as it is', () => {
    expect(fromTheEnd({ offset: 0, limit: 10 }, 1_005)).toBeNull();
    expect(fromTheEnd({ offset: 490, limit: 10 }, 1_005)).toBeNull();
    expect(fromTheEnd({ offset: 1_010, limit: 10 }, 1_005)).toBeNull();
    expect(fromTheEnd({ offset: 0, limit: 10 }, 0)).toBeNull();
  });
});

describe('dayOfOffset', () => {
  const days = [
    { day: '2026-11-27', n: 3 },
    { day: '2026-11-25', n: 2 },
    { day: '2026-11-20', n: 4 },
  ];

  it('finds the day a page starts on and the rows of it to skip', () => {
    expect(dayOfOffset(days, 0)).toEqual({ fromDay: '2026-11-27', offset: 0 });
    expect(dayOfOffset(days, 2)).toEqual({ fromDay: '2026-11-27', offset: 2 });
    expect(dayOfOffset(days, 3)).toEqual({ fromDay: '2026-11-25', offset: 0 });
    expect(dayOfOffset(days, 8)).toEqual({ fromDay: '2026-11-20', offset: 3 });
  });

  it('has no day for a page past the last row', () => {
    expect(dayOfOffset(days, 9)).toBeNull();
    expect(dayOfOffset([], 0)).toBeNull();
  });
});
