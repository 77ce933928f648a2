export type TBatchLimits = { items: number; bytes: number };

type TPending<I, R> = {
  item: I;
  bytes: number;
  resolve: (value: R) => void;
  reject: (err: unknown) => void;
};

/** Runs one request for a batch: a result or an error for each item, in the items' order. */
export type TBatchRun<I, R> = (key: string, items: I[]) => Promise<(R | Error)[]>;

/**
 * Calls made in the same tick with the same key (one credential and operation) leave as one
 * request, cut to the operation's limits (İzibiz: 100 documents or 5 MB): the pipeline hands
 * documents over one by one, İzibiz takes them by the hundred.
 */
export class Batcher<I, R> {
  private readonly waiting = new Map<string, TPending<I, R>[]>();

  constructor(
    private readonly run: TBatchRun<I, R>,
    private readonly limits: TBatchLimits,
  ) {}

  submit(key: string, item: I, bytes: number): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      let queue = this.waiting.get(key);
      if (!queue) {
        queue = [];
        this.waiting.set(key, queue);
        setImmediate(() => this.flush(key));
      }
      queue.push({ item, bytes, resolve, reject });
    });
  }

  private flush(key: string): void {
    const queue = this.waiting.get(key) ?? [];
    this.waiting.delete(key);
    let batch: TPending<I, R>[] = [];
    let bytes = 0;
    for (const pending of queue) {
      const full =
        batch.length >= this.limits.items ||
        (batch.length > 0 && bytes + pending.bytes > this.limits.bytes);
      if (full) {
        void this.send(key, batch);
        batch = [];
        bytes = 0;
      }
      batch.push(pending);
      bytes += pending.bytes;
    }
    if (batch.length > 0) void this.send(key, batch);
  }

  private async send(key: string, batch: TPending<I, R>[]): Promise<void> {
    let results: (R | Error)[];
    try {
      results = await this.run(
        key,
        batch.map((p) => p.item),
      );
    } catch (err) {
      for (const pending of batch) pending.reject(err);
      return;
    }
    batch.forEach((pending, i) => {
      const result = results[i];
      if (result instanceof Error) pending.reject(result);
      else if (result === undefined)
        pending.reject(new Error('no answer for this item of the batch'));
      else pending.resolve(result);
    });
  }
}
