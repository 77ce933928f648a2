import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { replaceBuiltFilesOf } from '../documents/document-file.repository';
import { builtFiles, type TMadeFiles } from '../documents/document-files.service';
import { coalesce } from './coalescer';
import type { TDocumentUpdate, TPipelineDocument } from './pipeline-document';
import { updateDocuments, type TNext } from './pipeline-writes';
import { recordSendIntents } from './record-exchange';

type TMadeDocument = Extract<TMadeFiles, { ok: true }>;

/** A document just built: its files, its row's change and next step, and whether it is sent next. */
export type TBuiltCommit = {
  doc: TPipelineDocument;
  made: TMadeDocument;
  change: TDocumentUpdate;
  next: TNext;
  /** Record its send (the attempt is counted in `change`): it leaves right after the commit. */
  send: boolean;
};
/** `written`: the row still asked for the step; `intentId`: the send row, when one was recorded. */
export type TCommitted = { written: boolean; signedSha256: string; intentId: string | null };

async function commitOn(
  client: pg.PoolClient,
  tenantId: string,
  items: TBuiltCommit[],
): Promise<TCommitted[]> {
  const stored = await replaceBuiltFilesOf(
    drizzle(client, { casing: 'snake_case' }),
    tenantId,
    items.map((i) => builtFiles(i.doc.id, i.made)),
  );
  const written = await updateDocuments(client, tenantId, items);
  const shas = stored.map((s) => s.get('signed') ?? '');
  const sending = items.flatMap((item, i) =>
    item.send && written[i] ? [{ documentId: item.doc.id, sha256: shas[i] ?? '' }] : [],
  );
  const intents = await recordSendIntents(client, tenantId, sending);
  return items.map((item, i) => ({
    written: written[i] ?? false,
    signedSha256: shas[i] ?? '',
    intentId: intents[sending.findIndex((s) => s.documentId === item.doc.id)] ?? null,
  }));
}

/** One transaction on a client of the app's pool (its tenant context set on checkout). */
async function commit(pool: pg.Pool, tenantId: string, items: TBuiltCommit[]) {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const committed = await commitOn(client, tenantId, items);
    await client.query('commit');
    return committed;
  } catch (err) {
    await client.query('rollback').catch((e: unknown) => {
      broken = e instanceof Error ? e : new Error(String(e));
    });
    throw err;
  } finally {
    // A connection that could not roll back is not handed out again.
    client.release(broken);
  }
}

/**
 * Stores documents just built, writes their rows (fenced on the claimed step) and records the
 * sends about to be made, in one transaction for all the documents of a tenant ready at once:
 * once it commits, a send counted and recorded is never lost, and never made twice blindly.
 */
export function createBuiltCommit(pool: pg.Pool): (item: TBuiltCommit) => Promise<TCommitted> {
  const run = coalesce((tenantId, items: TBuiltCommit[]) => commit(pool, tenantId, items));
  return (item) => run(item.doc.tenantId, item);
}
