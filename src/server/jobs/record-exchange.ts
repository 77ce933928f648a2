import { eq } from 'drizzle-orm';
import { tenantWhere } from '../db/data-scope';
import type { TDb } from '../db/database';
import { integratorExchanges } from '../db/schema/integrator-exchanges';
import type { TIntegratorExchange } from '../documents/integrators/plugin';

type TRef = { tenantId: string; documentId: string };

/** Keeps one request/response pair (spec: the integrator request and response dialogs). */
export async function recordExchange(
  db: TDb,
  ref: TRef,
  operation: string,
  exchange: TIntegratorExchange,
): Promise<void> {
  await db.insert(integratorExchanges).values({
    tenantId: ref.tenantId,
    documentId: ref.documentId,
    operation,
    requestBase64: exchange.requestBase64 ?? null,
    requestHash: exchange.requestHash ?? null,
    responseDate: exchange.responseDate,
    responseStatus: exchange.responseStatus,
    responseData: exchange.responseData,
    success: exchange.success,
  });
}

/**
 * The send row, written before the bytes leave: a row without an answer is a send whose outcome
 * is unknown (a crash or a timeout took the answer), so the integrator is asked before any other.
 */
export async function recordSendIntent(
  db: TDb,
  ref: TRef,
  request: { requestBase64: string; requestHash: string },
): Promise<string> {
  const [row] = await db
    .insert(integratorExchanges)
    .values({ ...ref, operation: 'send', ...request })
    .returning({ id: integratorExchanges.id });
  if (!row) throw new Error(`send intent of document ${ref.documentId} was not stored`);
  return row.id;
}

/** Writes the integrator's answer into the send row written before the call. */
export async function recordSendAnswer(
  db: TDb,
  ref: TRef,
  intentId: string,
  exchange: TIntegratorExchange,
): Promise<void> {
  await db
    .update(integratorExchanges)
    .set({
      responseDate: exchange.responseDate,
      responseStatus: exchange.responseStatus,
      responseData: exchange.responseData,
      success: exchange.success,
    })
    .where(tenantWhere(integratorExchanges, ref.tenantId, eq(integratorExchanges.id, intentId)));
}
