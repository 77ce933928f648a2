import { setTimeout as sleep } from 'node:timers/promises';
import { makeExchange, requestBody } from '../exchange';
import { IntegratorUnavailableError } from '../integrator-errors';
import type {
  TIntegratorContext,
  TIntegratorOperation,
  TIntegratorPlugin,
  TIntegratorReply,
} from '../plugin';
import type { SimulatorEngine } from './engine';
import { transportFaultFor } from './faults';

export const DEFAULT_INTEGRATOR_TIMEOUT_MS = 15_000;

/** The simulator in this process. Transport faults behave as they would over the network. */
export function createInProcessSimulatorPlugin(
  engine: SimulatorEngine,
  opts: { timeoutMs?: number } = {},
): TIntegratorPlugin {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_INTEGRATOR_TIMEOUT_MS;

  async function call<T>(
    operation: TIntegratorOperation,
    ctx: TIntegratorContext,
    input: Record<string, unknown>,
    run: () => T | Promise<T>,
    succeeded: (result: T) => boolean,
  ): Promise<TIntegratorReply<T>> {
    const fault = transportFaultFor(engine.faults, ctx.integratorOptions);
    const timedOut = () =>
      new IntegratorUnavailableError('timeout', `Entegratör ${timeoutMs} ms içinde yanıt vermedi`);
    if (fault?.kind === 'offline') throw new IntegratorUnavailableError('offline', fault.reason);
    if (fault?.kind === 'timeout') {
      if (fault.process) await run();
      await sleep(timeoutMs);
      throw timedOut();
    }
    if (fault?.kind === 'slow') {
      await sleep(Math.min(fault.delayMs, timeoutMs));
      if (fault.delayMs >= timeoutMs) throw timedOut();
    }
    const result = await run();
    const exchange = makeExchange({
      request: requestBody(operation, input),
      responseStatus: 200,
      result,
      success: succeeded(result),
    });
    return { result, exchange };
  }

  const sim = (ctx: TIntegratorContext) => ({
    docType: ctx.docType,
    supplierTaxNo: ctx.supplierTaxNo,
    integratorOptions: ctx.integratorOptions,
  });

  return {
    key: 'simulator',
    send: (ctx, input) =>
      call(
        'send',
        ctx,
        input,
        () =>
          engine.send(sim(ctx), { ettn: input.ettn, signedXml: input.signedXml.toString('utf8') }),
        (r) => r.outcome === 'accepted',
      ),
    status: (ctx, input) =>
      call(
        'status',
        ctx,
        input,
        () =>
          engine.afterSends(input.ettn, async () => {
            await engine.recall(input.ettn);
            return engine.status(input.ettn);
          }),
        (r) => r.known,
      ),
    cancel: (ctx, input) =>
      call(
        'cancel',
        ctx,
        input,
        () =>
          engine.afterSends(input.ettn, async () => {
            await engine.recall(input.ettn);
            return engine.cancel(input.ettn, input);
          }),
        (r) => r.cancelled,
      ),
    fetchUbl: (ctx, input) =>
      call(
        'fetchUbl',
        ctx,
        input,
        () =>
          engine.afterSends(input.ettn, async () => {
            await engine.recall(input.ettn);
            return engine.fetchUbl(input.ettn);
          }),
        (r) => r.found,
      ),
    clientResponse: (ctx, input) =>
      call(
        'clientResponse',
        ctx,
        input,
        () =>
          engine.afterSends(input.ettn, async () => {
            await engine.recall(input.ettn);
            return engine.clientResponse(input.ettn);
          }),
        (r) => r.applicable,
      ),
    taxpayerLookup: (ctx, input) =>
      call(
        'taxpayerLookup',
        ctx,
        input,
        () => engine.taxpayerLookup(input.taxNo),
        () => true,
      ),
  };
}
