import type pg from 'pg';

/**
 * The session-level advisory lock keys of the project's one-at-a-time steps across processes
 * (transaction-level keys: 7402 seed, 7403 first start, 7404 secret upgrade).
 */
export const ADVISORY_LOCKS = {
  migrations: 7401,
  jobQueueStart: 7405,
} as const;

/**
 * Runs `work` while holding a session-level advisory lock on a connection of its own, so other
 * processes asking for the same key wait until `work` has finished and committed everything.
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    client.release();
  }
}
