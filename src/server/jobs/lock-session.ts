import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { dataSettingsStatement } from '../db/app-pool';
import type { TDb } from '../db/database';
import { claimDueDocuments, nextDueAt, releaseDocumentLocks } from './claim-due';
import type { TPipelineDocument } from './pipeline-document';

export type TLockSession = {
  /** Claims due documents and holds their locks here until `release`. */
  claim(limit: number, leaseSeconds: number, skip: readonly string[]): Promise<TPipelineDocument[]>;
  /** Gives a document's lock back (the documents released in one tick: one statement). */
  release(documentId: string): void;
  nextDueAt(): Promise<Date | null>;
  close(): Promise<void>;
};

type TConnection = { client: pg.Client; db: TDb; alive: boolean };

async function open(appPool: pg.Pool): Promise<TConnection> {
  const client = new pg.Client({ ...appPool.options, application_name: 'posbelge-pipeline-locks' });
  const state: TConnection = { client, db: drizzle(client, { casing: 'snake_case' }), alive: true };
  const lost = () => {
    state.alive = false;
  };
  client.on('error', lost);
  client.on('end', lost);
  await client.connect();
  await client.query(
    dataSettingsStatement({ tenantId: '', userId: '', bypass: 'on' }, { setRole: true }),
  );
  return state;
}

/**
 * One connection of the pipeline's own that claims documents and holds their session advisory
 * locks while this process works on them: if the process dies, PostgreSQL drops the connection
 * and every lock with it, so a crash never leaves a document locked. It runs as the app's role
 * with system access (the claim spans tenants); steps run their queries elsewhere, each as its
 * document's tenant. A lost connection has lost its locks: the next claim connects again, and the
 * documents still in hand stay covered by their leases and their steps' fenced writes.
 */
export function createLockSession(appPool: pg.Pool): TLockSession {
  let live: Promise<TConnection> | null = null;
  let pending: string[] = [];
  let scheduled = false;
  let released: Promise<void> = Promise.resolve();

  async function session(): Promise<TConnection> {
    live ??= open(appPool);
    const current = await live.catch((err: unknown) => {
      live = null;
      throw err;
    });
    if (current.alive) return current;
    live = null;
    return session();
  }

  async function flush(): Promise<void> {
    const ids = pending;
    pending = [];
    const current = await live?.catch(() => null);
    if (!current?.alive) return;
    // A connection broken meanwhile has given its locks back already.
    await releaseDocumentLocks(current.db, ids).catch(() => {});
  }

  return {
    async claim(limit, leaseSeconds, skip) {
      return claimDueDocuments((await session()).db, { limit, leaseSeconds, skip });
    },
    release(documentId) {
      pending.push(documentId);
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        released = released.then(flush);
      });
    },
    async nextDueAt() {
      return nextDueAt((await session()).db);
    },
    async close() {
      await new Promise((resolve) => setImmediate(resolve));
      await released;
      const current = await live?.catch(() => null);
      live = null;
      await current?.client.end().catch(() => {});
    },
  };
}
