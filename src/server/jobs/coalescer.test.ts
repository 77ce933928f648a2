import { describe, expect, it } from 'vitest';
import { currentDataContext } from '../db/data-context';
import { coalesce } from './coalescer';

describe('coalesce', () => {
  it('runs the calls of one tick as one batch per tenant, in its data context, answering each in order', async () => {
    const batches: { tenantId: string; items: number[]; context: unknown }[] = [];
    const double = coalesce(async (tenantId, items: number[]) => {
      batches.push({ tenantId, items, context: currentDataContext() });
      return items.map((n) => n * 2);
    });
    const answers = await Promise.all([
      double('a', 1),
      double('b', 5),
      double('a', 2),
      double('a', 3),
    ]);
    expect(answers).toEqual([2, 10, 4, 6]);
    expect(batches).toEqual([
      { tenantId: 'a', items: [1, 2, 3], context: { kind: 'tenant', tenantId: 'a', userId: null } },
      { tenantId: 'b', items: [5], context: { kind: 'tenant', tenantId: 'b', userId: null } },
    ]);
  });

  it('gathers the calls made while a batch runs into the next one', async () => {
    const batches: number[][] = [];
    let release = () => {};
    const slow = coalesce(async (_tenantId, items: number[]) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((r) => (release = r));
      return items;
    });
    const first = slow('a', 1);
    await new Promise((r) => setImmediate(r));
    const later = [slow('a', 2), slow('a', 3)];
    await new Promise((r) => setTimeout(r, 20));
    expect(batches).toEqual([[1]]);
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('fails every call of a batch that fails, and the next batch runs', async () => {
    let fail = true;
    const flaky = coalesce(async (_tenantId, items: number[]) => {
      if (fail) throw new Error('no connection');
      return items;
    });
    const failed = await Promise.allSettled([flaky('a', 1), flaky('a', 2)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await flaky('a', 3)).toBe(3);
  });
});
