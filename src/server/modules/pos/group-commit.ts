type TWaiter<TItem, TResult> = {
  item: TItem;
  resolve: (result: TResult) => void;
  reject: (error: unknown) => void;
};

export type TGroupCommitOptions<TItem, TResult> = {
  /**
   * Writes the batch in ONE transaction and returns one result per item, in order. All or
   * nothing: a throw must mean nothing of the batch was committed.
   */
  commit: (key: string, items: TItem[]) => Promise<TResult[]>;
  /** Whether `next` still fits the batch (statement parameters are bounded); a first item always does. */
  fits: (batch: TItem[], next: TItem) => boolean;
};

/**
 * Group commit, one owner per key: the first item of a key is committed at once; items arriving
 * meanwhile queue up and the owner commits them together as soon as the transaction before them
 * is done. One transaction, one WAL flush and one counter-row lock for a whole batch is what lets
 * a gapless series take more than one sale per flush. Order of arrival is order of commit.
 *
 * A failing batch is tried again item by item, each in its own transaction, so a bad sale fails
 * alone and the others still commit (a failed transaction gives its numbers back: no gap).
 */
export class GroupCommitter<TItem, TResult> {
  private readonly queues = new Map<string, TWaiter<TItem, TResult>[]>();

  constructor(private readonly options: TGroupCommitOptions<TItem, TResult>) {}

  submit(key: string, item: TItem): Promise<TResult> {
    return new Promise<TResult>((resolve, reject) => {
      const waiter = { item, resolve, reject };
      const queue = this.queues.get(key);
      if (queue) {
        queue.push(waiter);
        return;
      }
      const fresh = [waiter];
      this.queues.set(key, fresh);
      void this.drain(key, fresh);
    });
  }

  /** Keys with a batch under way or waiting; 0 once everything submitted has been answered. */
  get busyKeys(): number {
    return this.queues.size;
  }

  private async drain(key: string, queue: TWaiter<TItem, TResult>[]): Promise<void> {
    while (queue.length > 0) {
      await this.run(key, this.takeBatch(queue));
    }
    // Nothing was queued while the last batch ran (the check and this are one synchronous step).
    this.queues.delete(key);
  }

  private takeBatch(queue: TWaiter<TItem, TResult>[]): TWaiter<TItem, TResult>[] {
    const batch: TWaiter<TItem, TResult>[] = [];
    const items: TItem[] = [];
    for (const next of queue) {
      if (batch.length > 0 && !this.options.fits(items, next.item)) break;
      batch.push(next);
      items.push(next.item);
    }
    queue.splice(0, batch.length);
    return batch;
  }

  private async run(key: string, batch: TWaiter<TItem, TResult>[]): Promise<void> {
    try {
      const results = await this.options.commit(
        key,
        batch.map((w) => w.item),
      );
      batch.forEach((w, i) => w.resolve(results[i] as TResult));
      return;
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
    }
    for (const waiter of batch) {
      try {
        const [result] = await this.options.commit(key, [waiter.item]);
        waiter.resolve(result as TResult);
      } catch (error) {
        waiter.reject(error);
      }
    }
  }
}
