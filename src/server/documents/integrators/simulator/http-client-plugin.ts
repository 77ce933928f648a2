import type { z } from 'zod';
import { describeRequest, requestBody, responseDataOf } from '../exchange';
import { IntegratorProtocolError, IntegratorUnavailableError } from '../integrator-errors';
import type {
  TIntegratorContext,
  TIntegratorExchange,
  TIntegratorOperation,
  TIntegratorPlugin,
  TIntegratorReply,
} from '../plugin';
import {
  ZCancelResult,
  ZClientResponseResult,
  ZFetchUblResult,
  ZSendResult,
  ZStatusResult,
  ZTaxpayerLookupResult,
} from '../plugin-results';
import { DEFAULT_INTEGRATOR_TIMEOUT_MS } from './in-process-plugin';
import type { TWireContext, TWireOperation } from './wire';

function errorCode(err: unknown): string | undefined {
  const cause = err instanceof Error ? err.cause : undefined;
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string') {
    return cause.code;
  }
  return undefined;
}

/** fetch's failures, in the terms the pipeline retries on. */
function unavailable(err: unknown, url: string, timeoutMs: number): IntegratorUnavailableError {
  const name = err instanceof Error ? err.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new IntegratorUnavailableError('timeout', `${url} ${timeoutMs} ms içinde yanıt vermedi`);
  }
  const code = errorCode(err);
  if (code === 'ECONNREFUSED') {
    return new IntegratorUnavailableError('refused', `${url} bağlantıyı reddetti`);
  }
  const message = err instanceof Error ? err.message : String(err);
  return new IntegratorUnavailableError('offline', `${url} ulaşılamıyor: ${code ?? message}`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The simulator service over HTTP (`npm run simulator`); any integrator would look like this. */
export function createHttpSimulatorPlugin(opts: {
  url: string;
  timeoutMs?: number;
}): TIntegratorPlugin {
  const base = opts.url.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? DEFAULT_INTEGRATOR_TIMEOUT_MS;

  async function call<S extends z.ZodType>(
    operation: TIntegratorOperation,
    path: TWireOperation,
    ctx: TIntegratorContext,
    input: Record<string, unknown>,
    wireInput: Record<string, unknown>,
    schema: S,
    succeeded: (result: z.output<S>) => boolean,
  ): Promise<TIntegratorReply<z.output<S>>> {
    const url = `${base}/api/${path}`;
    const context: TWireContext = {
      docType: ctx.docType,
      supplierTaxNo: ctx.supplierTaxNo,
      integratorUid: ctx.integratorUid,
      integratorOptions: ctx.integratorOptions,
    };
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ context, input: wireInput }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (err) {
      throw unavailable(err, base, timeoutMs);
    }
    const data = parseJson(text);
    const exchange = (success: boolean): TIntegratorExchange => ({
      ...describeRequest(requestBody(operation, input)),
      responseDate: new Date(),
      responseStatus: status,
      responseData: responseDataOf(data),
      success,
    });
    if (status >= 500) {
      throw new IntegratorUnavailableError(
        'server-error',
        `${url} → HTTP ${status}`,
        exchange(false),
      );
    }
    const parsed = schema.safeParse(data);
    if (status >= 400 || !parsed.success) {
      throw new IntegratorProtocolError(
        `${url} → HTTP ${status}: beklenmeyen yanıt`,
        exchange(false),
      );
    }
    const result = parsed.data;
    return { result, exchange: exchange(succeeded(result)) };
  }

  return {
    key: 'simulator-http',
    send: (ctx, input) =>
      call(
        'send',
        'send',
        ctx,
        input,
        { ettn: input.ettn, xmlBase64: Buffer.from(input.signedXml, 'utf8').toString('base64') },
        ZSendResult,
        (r) => r.outcome === 'accepted',
      ),
    status: (ctx, input) =>
      call('status', 'status', ctx, input, input, ZStatusResult, (r) => r.known),
    cancel: (ctx, input) =>
      call(
        'cancel',
        'cancel',
        ctx,
        input,
        { ...input, cancelDate: input.cancelDate.toISOString() },
        ZCancelResult,
        (r) => r.cancelled,
      ),
    fetchUbl: (ctx, input) =>
      call('fetchUbl', 'fetch-ubl', ctx, input, input, ZFetchUblResult, (r) => r.found),
    clientResponse: (ctx, input) =>
      call(
        'clientResponse',
        'client-response',
        ctx,
        input,
        input,
        ZClientResponseResult,
        (r) => r.applicable,
      ),
    taxpayerLookup: (ctx, input) =>
      call(
        'taxpayerLookup',
        'taxpayer-lookup',
        ctx,
        input,
        input,
        ZTaxpayerLookupResult,
        () => true,
      ),
  };
}
