import type pg from 'pg';

/**
 * Runs `fn` only if no other worker (in any process) is working on the document. The lock is a
 * session advisory lock on a dedicated connection: if the process dies, PostgreSQL drops the
 * connection and the lock with it, so a crash can never leave a document locked.
 */
export async function withDocumentLock<T>(
  pool: pg.Pool,
  documentId: string,
  fn: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>(
      `select pg_try_advisory_lock(hashtextextended($1, 0)) as ok`,
      [`document:${documentId}`],
    );
    if (!rows[0]?.ok) return { ran: false };
    try {
      return { ran: true, value: await fn() };
    } finally {
      await client.query(`select pg_advisory_unlock(hashtextextended($1, 0))`, [
        `document:${documentId}`,
      ]);
    }
  } finally {
    client.release();
  }
}
