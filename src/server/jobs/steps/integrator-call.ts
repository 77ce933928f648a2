import { IntegratorUnavailableError } from '../../documents/integrators/integrator-errors';
import type { TIntegratorReply } from '../../documents/integrators/plugin';
import { recordExchange } from '../record-exchange';
import type { TStepDeps } from '../run-step';
import type { TPipelineDocument } from '../pipeline-document';

/**
 * Calls the integrator and stores the exchange. Returns null when the integrator could not be
 * reached (offline, timeout, 5xx): the caller keeps the document and tries again later.
 */
export async function callIntegrator<T>(
  deps: TStepDeps,
  doc: TPipelineDocument,
  operation: string,
  call: () => Promise<TIntegratorReply<T>>,
): Promise<T | null> {
  const ref = { tenantId: doc.tenantId, documentId: doc.id };
  try {
    const reply = await call();
    await recordExchange(deps.db, ref, operation, reply.exchange);
    return reply.result;
  } catch (err) {
    if (!(err instanceof IntegratorUnavailableError)) throw err;
    if (err.exchange) await recordExchange(deps.db, ref, operation, err.exchange);
    deps.log.warn({ documentId: doc.id, operation, kind: err.kind }, 'integrator unavailable');
    return null;
  }
}
