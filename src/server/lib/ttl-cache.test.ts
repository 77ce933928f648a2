import { describe, expect, it } from 'vitest';
import { TtlCache, ttlCachePer } from './ttl-cache';

describe('TtlCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 0;
    const cache = new TtlCache<string>(1_000, 10, () => now);
    cache.set('k', 'v');
    now = 999;
    expect(cache.get('k')).toBe('v');
    now = 1_000;
    expect(cache.get('k')).toBeUndefined();
  });

  it('stays within its size: expired entries go first, then the oldest', () => {
    let now = 0;
    const cache = new TtlCache<number>(100, 2, () => now);
    cache.set('a', 1);
    now = 50;
    cache.set('b', 2);
    now = 120;
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    cache.set('d', 4);
    expect([cache.get('b'), cache.get('c'), cache.get('d')]).toEqual([undefined, 3, 4]);
  });
});

describe('ttlCachePer', () => {
  it('keeps one cache per owner', () => {
    const cacheOf = ttlCachePer<object, string>(1_000, 10);
    const [one, other] = [{}, {}];
    cacheOf(one).set('k', 'one');
    expect(cacheOf(one).get('k')).toBe('one');
    expect(cacheOf(other).get('k')).toBeUndefined();
  });
});
