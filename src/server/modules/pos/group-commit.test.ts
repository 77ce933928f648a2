import { describe, expect, it } from 'vitest';
import { GroupCommitter } from './group-commit';

/** A committer whose commits are recorded and whose first commit is held until released. */
function recorder(opts: { failOn?: string; maxBatch?: number } = {}) {
  const commits: string[][] = [];
  let release = () => {};
  const firstHeld = new Promise<void>((r) => (release = r));
  const committer = new GroupCommitter<string, string>({
    commit: async (key, items) => {
      if (commits.length === 0) await firstHeld;
      commits.push([...items]);
      if (opts.failOn && items.includes(opts.failOn)) throw new Error(`bad ${opts.failOn}`);
      return items.map((item) => `${key}:${item}`);
    },
    fits: (batch) => batch.length < (opts.maxBatch ?? 100),
  });
  return { committer, commits, release };
}

describe('GroupCommitter', () => {
  it('commits what arrives during a commit as the next batch, in order of arrival', async () => {
    const { committer, commits, release } = recorder();
    const done = ['a', 'b', 'c', 'd'].map((x) => committer.submit('s1', x));
    release();
    expect(await Promise.all(done)).toEqual(['s1:a', 's1:b', 's1:c', 's1:d']);
    expect(commits).toEqual([['a'], ['b', 'c', 'd']]);
    expect(committer.busyKeys).toBe(0);
  });

  it('keeps keys apart: one owner and one batch per key', async () => {
    const { committer, commits, release } = recorder();
    const done = [
      committer.submit('s1', 'a'),
      committer.submit('s2', 'b'),
      committer.submit('s1', 'c'),
      committer.submit('s2', 'd'),
    ];
    release();
    expect(await Promise.all(done)).toEqual(['s1:a', 's2:b', 's1:c', 's2:d']);
    expect(commits.map((c) => c.join('')).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('starts a new batch when the next item does not fit', async () => {
    const { committer, commits, release } = recorder({ maxBatch: 2 });
    const done = ['a', 'b', 'c', 'd', 'e'].map((x) => committer.submit('s1', x));
    release();
    await Promise.all(done);
    expect(commits).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
  });

  it('retries a failed batch item by item: only the bad item fails', async () => {
    const { committer, commits, release } = recorder({ failOn: 'c' });
    const done = ['a', 'b', 'c', 'd'].map((x) =>
      committer.submit('s1', x).catch((e: unknown) => (e as Error).message),
    );
    release();
    expect(await Promise.all(done)).toEqual(['s1:a', 's1:b', 'bad c', 's1:d']);
    expect(commits).toEqual([['a'], ['b', 'c', 'd'], ['b'], ['c'], ['d']]);
  });
});
