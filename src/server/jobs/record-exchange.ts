import type { TDb } from '../db/database';
import { integratorExchanges } from '../db/schema/integrator-exchanges';
import type { TIntegratorExchange } from '../documents/integrators/plugin';

/** Keeps one request/response pair (spec: the integrator request and response dialogs). */
export async function recordExchange(
  db: TDb,
  ref: { tenantId: string; documentId: string },
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
