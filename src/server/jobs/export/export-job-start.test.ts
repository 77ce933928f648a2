import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from '../../db/advisory-lock';
import { createAppPool } from '../../db/app-pool';
import { createDb } from '../../db/database';
import { createMailer } from '../../lib/mailer';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { createExportJob } from './export-job';
import { silentLog } from './export-job.test-support';

let database: TTestDatabase;
let appPool: ReturnType<typeof createAppPool>;

beforeAll(async () => {
  database = await createTestDatabase();
  appPool = createAppPool(database.url, 2);
});

afterAll(async () => {
  await appPool.end();
  await database.drop();
});

const waitingFor = async (key: number) => {
  const res = await database.pool.query<{ n: number }>(
    `select count(*)::int as n from pg_locks
      where locktype = 'advisory' and objid = $1 and not granted`,
    [key],
  );
  return res.rows[0]?.n ?? 0;
};

describe('the export job starting', () => {
  it('waits while another process starts the job queue, then finds its schema in place', async () => {
    const job = createExportJob({
      db: createDb(appPool),
      pool: appPool,
      ownerPool: database.pool,
      mailer: createMailer({
        smtpUrl: 'smtp://127.0.0.1:9',
        mailFrom: 'posbelge@posbelge.test',
        mailDir: os.tmpdir(),
      }),
      publicUrl: 'http://posbelge.test',
      log: silentLog,
    });
    const other = await database.pool.connect();
    await other.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.jobQueueStart]);
    let started = false;
    const starting = job.start().then(() => {
      started = true;
    });
    try {
      await expect
        .poll(() => waitingFor(ADVISORY_LOCKS.jobQueueStart), { timeout: 30_000 })
        .toBe(1);
      const schema = await database.pool.query(
        `select 1 from pg_namespace where nspname = 'pgboss'`,
      );
      expect(schema.rowCount).toBe(0);
      expect(started).toBe(false);
    } finally {
      await other.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.jobQueueStart]);
      other.release();
    }
    await starting;
    const queue = await database.pool.query(
      `select name from pgboss.queue where name = 'document-export'`,
    );
    expect(queue.rowCount).toBe(1);
    await job.stop();
  }, 60_000);
});
