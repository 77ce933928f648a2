import { describe, expect, it } from 'vitest';
import { shouldReloadForChunk } from './import-or-reload';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('shouldReloadForChunk', () => {
  it('reloads on the first failed chunk, not again right after', () => {
    const store = memoryStore();
    expect(shouldReloadForChunk(store, 1_000_000)).toBe(true);
    expect(shouldReloadForChunk(store, 1_005_000)).toBe(false);
  });

  it('reloads again after a later deploy, once the window has passed', () => {
    const store = memoryStore();
    expect(shouldReloadForChunk(store, 1_000_000)).toBe(true);
    expect(shouldReloadForChunk(store, 1_000_000 + 60_000)).toBe(true);
  });

  it('never reloads without storage to remember it: that could loop', () => {
    expect(shouldReloadForChunk(null, 1_000_000)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(shouldReloadForChunk(broken, 1_000_000)).toBe(false);
  });
});
