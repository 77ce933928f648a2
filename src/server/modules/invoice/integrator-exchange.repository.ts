import { desc, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { integratorExchanges } from '../../db/schema/integrator-exchanges';

export type TIntegratorExchangeRow = typeof integratorExchanges.$inferSelect;

/** The newest `send` exchange of a document, if it was ever sent. */
export async function findLastSendExchange(
  db: Pick<TDb, 'select'>,
  scope: TDataScope | string,
  documentId: string,
): Promise<TIntegratorExchangeRow | undefined> {
  const [row] = await db
    .select()
    .from(integratorExchanges)
    .where(
      tenantWhere(
        integratorExchanges,
        scope,
        eq(integratorExchanges.documentId, documentId),
        eq(integratorExchanges.operation, 'send'),
      ),
    )
    .orderBy(desc(integratorExchanges.createdAt), desc(integratorExchanges.id))
    .limit(1);
  return row;
}

/** Every exchange of a document the integrator answered, newest answer first. */
export async function listAnsweredExchanges(
  db: Pick<TDb, 'select'>,
  scope: TDataScope | string,
  documentId: string,
): Promise<TIntegratorExchangeRow[]> {
  return db
    .select()
    .from(integratorExchanges)
    .where(
      tenantWhere(
        integratorExchanges,
        scope,
        eq(integratorExchanges.documentId, documentId),
        isNotNull(integratorExchanges.responseDate),
      ),
    )
    .orderBy(desc(integratorExchanges.responseDate), desc(integratorExchanges.createdAt));
}
