import { describe, expect, it } from 'vitest';
import { SeededRandom } from './random';
import { TimeOrderedIds } from './time-ordered-ids';
import { uuidText } from './uuid-words';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const MS = Date.UTC(2026, 5, 15, 9, 30);

describe('TimeOrderedIds', () => {
  it('writes version-7 UUIDs that carry the millisecond', () => {
    const id = uuidText(new TimeOrderedIds(new SeededRandom(1, 'ids')).next(MS));
    expect(id).toMatch(V7);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(MS);
  });

  it('makes each id greater than the one before, within a millisecond and past a full counter', () => {
    const ids = new TimeOrderedIds(new SeededRandom(1, 'ids'));
    const made = [uuidText(ids.next(MS))];
    for (let i = 0; i < 5000; i++) made.push(uuidText(ids.next(MS)));
    // Time never goes back in the generator, but an earlier time must not break the order either.
    made.push(uuidText(ids.next(MS - 1000)), uuidText(ids.next(MS + 1)));
    expect(made.every((id) => V7.test(id))).toBe(true);
    expect(made.findIndex((id, i) => i > 0 && !(id > (made[i - 1] ?? '')))).toBe(-1);
  });

  it('repeats with the stream', () => {
    const a = new TimeOrderedIds(new SeededRandom(1, 'ids'));
    const b = new TimeOrderedIds(new SeededRandom(1, 'ids'));
    const c = new TimeOrderedIds(new SeededRandom(2, 'ids'));
    expect(a.next(MS)).toEqual(b.next(MS));
    expect(a.next(MS)).not.toEqual(c.next(MS));
  });
});
