import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import type { TGibImportResult } from '../src/shared/taxpayer/gib-user-import';
import {
  importGibUserList,
  generateGibUserList,
} from '../src/server/modules/taxpayer/taxpayer.public';

class RolledBack extends Error {
  constructor(readonly result: TGibImportResult) {
    super('rolled back on purpose');
  }
}

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

/**
 * Generates a GİB registered-user list of N users (GIB_USERS, default 1,000,000) to a temporary
 * file and imports it, printing users/s and the peak RSS. The import is rolled back at the end
 * (GIB_KEEP=1 commits it) so the benchmark leaves no synthetic taxpayers behind.
 */
export async function benchGibUsers(pool: pg.Pool): Promise<void> {
  const users = Number(process.env.GIB_USERS ?? 1_000_000);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gib-users-')), 'userlist.xml');
  try {
    const t0 = performance.now();
    await pipeline(
      Readable.from(generateGibUserList({ users, seed: 1, despatchEvery: 4, deletedEvery: 20 })),
      fs.createWriteStream(file),
    );
    const size = fs.statSync(file).size;
    console.log(
      `gib-users: generated ${users.toLocaleString('en')} users, ${mb(size)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    let peak = process.memoryUsage.rss();
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 50);
    const baseline = peak;
    let result: TGibImportResult;
    try {
      result = await importGibUserList(
        pool,
        fs.createReadStream(file, { highWaterMark: 1 << 20 }),
        {
          beforeCommit: async (_tx, r) => {
            if (process.env.GIB_KEEP !== '1') throw new RolledBack(r);
          },
        },
      );
    } catch (e) {
      if (!(e instanceof RolledBack)) throw e;
      result = e.result;
    } finally {
      clearInterval(sampler);
    }
    const seconds = result.ms / 1000;
    console.log(
      `gib-users: imported ${result.users.toLocaleString('en')} users, ${result.aliases.toLocaleString('en')} aliases ` +
        `(${result.deletedAliases.toLocaleString('en')} deleted) in ${seconds.toFixed(1)} s = ` +
        `${Math.round(result.users / seconds).toLocaleString('en')} users/s`,
    );
    console.log(
      `gib-users: peak RSS ${mb(peak)} (before import ${mb(baseline)}; file ${mb(size)})` +
        (process.env.GIB_KEEP === '1' ? '' : '; import rolled back'),
    );
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
