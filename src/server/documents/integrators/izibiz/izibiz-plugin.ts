import { IntegratorProtocolError, IntegratorUnavailableError } from '../integrator-errors';
import type { TIntegratorContext, TIntegratorPlugin, TIntegratorReply } from '../plugin';
import { IZIBIZ_KINDS, type TDocumentKindOps } from './document-kinds';
import { credentialOf, type TIzibizClient } from './izibiz-client';
import { IzibizFault } from './izibiz-errors';
import { ZIzibizStoreOptions } from './product-config';
import { sendReply } from './send-outcome';
import { izibizSessions, type IzibizSessions } from './sessions';
import { izibizTaxpayerLookup } from './taxpayer';

export const IZIBIZ_PLUGIN_KEY = 'izibiz';

/** İzibiz's answers a person must act on, or its own failures: the pipeline retries later. */
async function unavailableOnFault<T>(call: () => Promise<TIntegratorReply<T>>) {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof IzibizFault)) throw err;
    throw new IntegratorUnavailableError('server-error', err.message, err.exchange);
  }
}

function kindOf(ctx: TIntegratorContext, operation: string): TDocumentKindOps {
  const kind = IZIBIZ_KINDS[ctx.docType];
  if (kind) return kind;
  throw new IntegratorProtocolError(
    `İzibiz eklentisi belge türü ${ctx.docType} için ${operation} yapamaz`,
    {
      responseDate: new Date(),
      responseStatus: 0,
      responseData: null,
      success: false,
    },
  );
}

/**
 * İzibiz over its published SOAP interface (docs/integrators.md): sessions shared per credential,
 * documents ZIP-packed and batched, each answer mapped to the pipeline's outcomes.
 */
export function createIzibizPlugin(opts: {
  baseUrl: string;
  timeoutMs: number;
  resolve?: () => Promise<string>;
  sessions?: IzibizSessions;
}): TIntegratorPlugin {
  const sessions = opts.sessions ?? izibizSessions;
  const endpoint = {
    baseUrl: opts.baseUrl,
    timeoutMs: opts.timeoutMs,
    ...(opts.resolve ? { resolve: opts.resolve } : {}),
  };
  const clientOf = (ctx: TIntegratorContext): TIzibizClient => ({
    sessions,
    endpoint,
    credential: credentialOf(ctx),
  });
  const ask = <T>(
    ctx: TIntegratorContext,
    operation: string,
    run: (kind: TDocumentKindOps, client: TIzibizClient) => Promise<TIntegratorReply<T>>,
  ) => {
    const kind = kindOf(ctx, operation);
    return unavailableOnFault(() => run(kind, clientOf(ctx)));
  };

  return {
    key: IZIBIZ_PLUGIN_KEY,
    holdsLegalCopy: true,
    send: async (ctx, input) => {
      const kind = IZIBIZ_KINDS[ctx.docType];
      try {
        if (!kind) throw new IzibizFault(0, '', null, undefined, 'notSupported');
        const client = clientOf(ctx);
        const options = ZIzibizStoreOptions.parse(ctx.integratorOptions);
        const packed = await kind.pack(client, input.ettn, input.signedXml, options);
        const sent = await kind.queue(client, packed.document, packed.group);
        return sendReply(input.ettn, sent, kind.queuedText);
      } catch (err) {
        if (!(err instanceof IzibizFault)) throw err;
        return sendReply(input.ettn, { kind: 'fault', fault: err }, '');
      }
    },
    status: (ctx, input) => ask(ctx, 'status', (kind, client) => kind.status(client, input.ettn)),
    fetchUbl: (ctx, input) =>
      ask(ctx, 'fetchUbl', (kind, client) => kind.fetch(client, input.ettn)),
    cancel: (ctx, input) => ask(ctx, 'cancel', (kind, client) => kind.cancel(client, input)),
    clientResponse: (ctx, input) =>
      ask(ctx, 'clientResponse', async (kind, client) => {
        const { result, exchange } = await kind.status(client, input.ettn);
        const response = result.clientResponse ?? {
          ettn: input.ettn,
          applicable: false,
          responseState: null,
          reason: null,
          responseDate: null,
          final: true,
        };
        return { result: response, exchange };
      }),
    taxpayerLookup: (ctx, input) => izibizTaxpayerLookup({ sessions, endpoint }, ctx, input.taxNo),
  };
}
