import { IntegratorUnavailableError } from '../../documents/integrators/integrator-errors';
import type { TIntegratorExchange, TIntegratorReply } from '../../documents/integrators/plugin';
import type { TStepDeps } from '../run-step';
import type { TPipelineDocument } from '../pipeline-document';

/**
 * Calls the integrator and stores the exchange: in a row of its own, or in the send row written
 * before the call (`sendIntentId`). Returns null when the integrator could not be reached
 * (offline, timeout, 5xx): the caller keeps the document and tries again later.
 */
export async function callIntegrator<T>(
  deps: TStepDeps,
  doc: TPipelineDocument,
  operation: string,
  call: () => Promise<TIntegratorReply<T>>,
  sendIntentId?: string,
): Promise<T | null> {
  const ref = { tenantId: doc.tenantId, documentId: doc.id };
  const record = (exchange: TIntegratorExchange) =>
    sendIntentId
      ? deps.writes.sendAnswer(ref, sendIntentId, exchange)
      : deps.writes.exchange(ref, operation, exchange);
  try {
    const reply = await call();
    await record(reply.exchange);
    return reply.result;
  } catch (err) {
    if (!(err instanceof IntegratorUnavailableError)) throw err;
    if (err.exchange) await record(err.exchange);
    deps.log.warn({ documentId: doc.id, operation, kind: err.kind }, 'integrator unavailable');
    return null;
  }
}
