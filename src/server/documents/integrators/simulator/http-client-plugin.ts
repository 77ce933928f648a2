import type { z } from 'zod';
import { describeRequest, requestBody, responseDataOf } from '../exchange';
import { unavailableFrom } from '../http-failure';
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
import {
  CONTEXT_HEADER,
  encodeContextHeader,
  type TWireContext,
  type TWireOperation,
} from './wire';

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

  /** One call: JSON `{ context, input }`, or for a send the document itself (wire.ts). */
  async function call<S extends z.ZodType>(
    operation: TIntegratorOperation,
    path: TWireOperation,
    ctx: TIntegratorContext,
    input: Record<string, unknown>,
    wire: { json: Record<string, unknown> } | { document: Buffer; ettn: string },
    schema: S,
    succeeded: (result: z.output<S>) => boolean,
  ): Promise<TIntegratorReply<z.output<S>>> {
    const context: TWireContext = {
      docType: ctx.docType,
      supplierTaxNo: ctx.supplierTaxNo,
      integratorUid: ctx.integratorUid,
      integratorOptions: ctx.integratorOptions,
    };
    const request: {
      url: string;
      headers: Record<string, string>;
      body: string | Uint8Array<ArrayBuffer>;
    } =
      'json' in wire
        ? {
            url: `${base}/api/${path}`,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ context, input: wire.json }),
          }
        : {
            url: `${base}/api/${path}?ettn=${encodeURIComponent(wire.ettn)}`,
            headers: {
              'content-type': 'application/xml',
              [CONTEXT_HEADER]: encodeContextHeader(context),
            },
            body: new Uint8Array(
              wire.document.buffer as ArrayBuffer,
              wire.document.byteOffset,
              wire.document.length,
            ),
          };
    let status: number;
    let text: string;
    try {
      const response = await fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (err) {
      throw unavailableFrom(err, base, timeoutMs);
    }
    const url = `${base}/api/${path}`;
    const data = parseJson(text);
    const recorded = requestBody(operation, input);
    const exchange = (success: boolean): TIntegratorExchange => ({
      ...(recorded === null ? {} : describeRequest(recorded)),
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
        { document: input.signedXml, ettn: input.ettn },
        ZSendResult,
        (r) => r.outcome === 'accepted',
      ),
    status: (ctx, input) =>
      call('status', 'status', ctx, input, { json: input }, ZStatusResult, (r) => r.known),
    cancel: (ctx, input) =>
      call(
        'cancel',
        'cancel',
        ctx,
        input,
        { json: { ...input, cancelDate: input.cancelDate.toISOString() } },
        ZCancelResult,
        (r) => r.cancelled,
      ),
    fetchUbl: (ctx, input) =>
      call('fetchUbl', 'fetch-ubl', ctx, input, { json: input }, ZFetchUblResult, (r) => r.found),
    clientResponse: (ctx, input) =>
      call(
        'clientResponse',
        'client-response',
        ctx,
        input,
        { json: input },
        ZClientResponseResult,
        (r) => r.applicable,
      ),
    taxpayerLookup: (ctx, input) =>
      call(
        'taxpayerLookup',
        'taxpayer-lookup',
        ctx,
        input,
        { json: input },
        ZTaxpayerLookupResult,
        () => true,
      ),
  };
}
