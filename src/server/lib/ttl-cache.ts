/**
 * A small in-process map whose entries expire `ttlMs` after they were set. At `maxEntries` the
 * expired entries are swept and, if that is not enough, the oldest go first: memory stays bounded
 * whatever callers present.
 */
export class TtlCache<TValue> {
  private readonly entries = new Map<string, { value: TValue; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get(key: string): TValue | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: TValue): void {
    const now = this.clock();
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
    }
    for (const k of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(k);
    }
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
  }
}

/**
 * One TtlCache per owner (a database handle): what is kept for one database is never answered
 * for another, and goes with its owner.
 */
export function ttlCachePer<TOwner extends object, TValue>(
  ttlMs: number,
  maxEntries: number,
): (owner: TOwner) => TtlCache<TValue> {
  const caches = new WeakMap<TOwner, TtlCache<TValue>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) {
      cache = new TtlCache<TValue>(ttlMs, maxEntries);
      caches.set(owner, cache);
    }
    return cache;
  };
}
