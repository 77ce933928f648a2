import { describe, expect, it } from 'vitest';
import { fromTheEnd } from './document-list-page.repository';

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
