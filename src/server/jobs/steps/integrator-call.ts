import { IntegratorUnavailableError } from '../../documents/integrators/integrator-errors';
import type { TIntegratorExchange, TIntegratorReply } from '../../documents/integrators/plugin';
import type { TStepDeps } from '../step-deps';
import type { TPipelineDocument } from '../pipeline-document';

/** A send's row, written before the call, and what its answer means (its outcome). */
export type TSendRecord<T> = { intentId: string; outcomeOf: (result: T) => string };

/**
 * Calls the integrator and stores the exchange: in a row of its own, or in the send row written
 * before the call (`send`), with the outcome the answer means. Returns null when the integrator
 * could not be reached (offline, timeout, 5xx): the caller keeps the document and tries again
 * later.
 */
export async function callIntegrator<T>(
  deps: TStepDeps,
  doc: TPipelineDocument,
  operation: string,
  call: () => Promise<TIntegratorReply<T>>,
  send?: TSendRecord<T>,
): Promise<T | null> {
  const ref = { tenantId: doc.tenantId, documentId: doc.id };
  const record = (exchange: TIntegratorExchange, outcome: string | null) =>
    send
      ? deps.writes.sendAnswer(ref, send.intentId, exchange, outcome)
      : deps.writes.exchange(ref, operation, exchange);
  try {
    const reply = await call();
    await record(reply.exchange, send ? send.outcomeOf(reply.result) : null);
    return reply.result;
  } catch (err) {
    if (!(err instanceof IntegratorUnavailableError)) throw err;
    if (err.exchange) await record(err.exchange, null);
    deps.log.warn({ documentId: doc.id, operation, kind: err.kind }, 'integrator unavailable');
    return null;
  }
}
