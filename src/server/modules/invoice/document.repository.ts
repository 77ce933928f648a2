import { desc, eq, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { AppError } from '../../lib/app-error';
import type { TDocumentRecord } from './document-row';
import { scopedDocuments, type TInvoiceScope } from './invoice-scope';

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
  scope: TInvoiceScope,
  key: TDocumentKey,
  opts: { forUpdate?: boolean } = {},
): Promise<TDocumentRecord> {
  const query = db
    .select()
    .from(documents)
    .where(scopedDocuments(scope, keyWhere(key)))
    // A sale normally has one document; should it have more, the newest is the one shown.
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', { reason: 'document' });
  return row;
}
