import { withTenantAccess } from '../db/data-context';

type TWaiting<TItem, TResult> = {
  item: TItem;
  resolve: (result: TResult) => void;
  reject: (err: unknown) => void;
};
type TGroup<TItem, TResult> = { waiting: TWaiting<TItem, TResult>[]; running: boolean };

/**
 * Many documents' calls of one kind become one statement (group commit): a tenant's calls wait
 * for the next tick, or while that tenant's previous batch is still running, and then run as one
 * `run(tenantId, items)` in the tenant's data context, which answers one result per item, in
 * order. A failed batch fails each of its calls.
 */
export function coalesce<TItem, TResult>(
  run: (tenantId: string, items: TItem[]) => Promise<TResult[]>,
): (tenantId: string, item: TItem) => Promise<TResult> {
  const groups = new Map<string, TGroup<TItem, TResult>>();

  async function flush(tenantId: string, group: TGroup<TItem, TResult>): Promise<void> {
    const batch = group.waiting;
    group.waiting = [];
    group.running = true;
    try {
      const results = await withTenantAccess(tenantId, () =>
        run(
          tenantId,
          batch.map((w) => w.item),
        ),
      );
      batch.forEach((w, i) => w.resolve(results[i] as TResult));
    } catch (err) {
      for (const w of batch) w.reject(err);
    } finally {
      group.running = false;
      if (group.waiting.length > 0) void flush(tenantId, group);
      else groups.delete(tenantId);
    }
  }

  return (tenantId, item) =>
    new Promise<TResult>((resolve, reject) => {
      let group = groups.get(tenantId);
      if (!group) {
        group = { waiting: [], running: false };
        groups.set(tenantId, group);
      }
      group.waiting.push({ item, resolve, reject });
      if (group.running || group.waiting.length > 1) return;
      const ready = group;
      setImmediate(() => {
        if (!ready.running) void flush(tenantId, ready);
      });
    });
}
