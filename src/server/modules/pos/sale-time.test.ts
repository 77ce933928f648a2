import { describe, expect, it } from 'vitest';
import { saleDayTime } from './sale-time';

describe('saleDayTime', () => {
  it('answers for each second, also when the second before it was kept', () => {
    const at = (iso: string) => saleDayTime(new Date(iso));
    const lastOf2026 = { day: '2026-12-31', time: '23:59:59', year: 2026 };
    expect(at('2026-12-31T20:59:59.100Z')).toEqual(lastOf2026);
    expect(at('2026-12-31T20:59:59.900Z')).toEqual(lastOf2026);
    expect(at('2026-12-31T21:00:00.000Z')).toEqual({
      day: '2027-01-01',
      time: '00:00:00',
      year: 2027,
    });
    expect(at('2026-12-31T20:59:59.500Z')).toEqual(lastOf2026);
    expect(at('2026-11-22T11:05:00+00:00')).toEqual({
      day: '2026-11-22',
      time: '14:05:00',
      year: 2026,
    });
  });
});
