import { desc, eq, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { AppError } from '../../lib/app-error';
import type { TDocumentRecord } from './document-row';
import { tenantWhere, type TDataScope } from '../../db/data-scope';

export type TDocumentKey = { id: string } | { ettn: string } | { saleTransactionId: string };

function keyWhere(key: TDocumentKey): SQL {
  if ('id' in key) return eq(documents.id, key.id);
  if ('ettn' in key) return eq(documents.ettn, key.ettn);
  return eq(documents.saleTransactionId, key.saleTransactionId);
}

/**
 * One document inside the scope. Another tenant's (or store's) document is answered exactly like
 * a missing one, so its existence is never revealed. `forUpdate` locks the row for a state change.
 */
export async function findDocument(
  db: Pick<TDb, 'select'>,
  scope: TDataScope,
  key: TDocumentKey,
  opts: { forUpdate?: boolean } = {},
): Promise<TDocumentRecord> {
  const query = db
    .select()
    .from(documents)
    .where(tenantWhere(documents, scope, keyWhere(key)))
    // A sale normally has one document; should it have more, the newest is the one shown.
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', { reason: 'document' });
  return row;
}

/** Changes one document inside the scope; undefined when no such document is there. */
export async function updateDocument(
  db: Pick<TDb, 'update'>,
  scope: TDataScope | string,
  id: string,
  values: Partial<Omit<typeof documents.$inferInsert, 'tenantId' | 'id'>>,
): Promise<TDocumentRecord | undefined> {
  const [row] = await db
    .update(documents)
    .set(values)
    .where(tenantWhere(documents, scope, eq(documents.id, id)))
    .returning();
  return row;
}
