import { DocType } from '../../../../shared/domain/enums';
import { IntegratorProtocolError, IntegratorUnavailableError } from '../integrator-errors';
import type { TIntegratorContext, TIntegratorPlugin, TIntegratorReply } from '../plugin';
import { earsivCancel, earsivFetch, earsivItem, earsivStatus, earsivWriteRequest } from './earsiv';
import { credentialOf, type TIzibizClient } from './izibiz-client';
import { IzibizFault } from './izibiz-errors';
import { ZIzibizStoreOptions } from './product-config';
import { sendReply } from './send-outcome';
import { sendingQueue } from './sending';
import { izibizSessions, type IzibizSessions } from './sessions';
import { izibizTaxpayerLookup } from './taxpayer';

export const IZIBIZ_PLUGIN_KEY = 'izibiz';

const earsivQueue = sendingQueue('WriteToArchiveExtended', (sessionId, documents) =>
  earsivWriteRequest(sessionId, documents),
);

/** İzibiz's answers a person must act on, or its own failures: the pipeline retries later. */
async function unavailableOnFault<T>(call: () => Promise<TIntegratorReply<T>>) {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof IzibizFault)) throw err;
    throw new IntegratorUnavailableError('server-error', err.message, err.exchange);
  }
}

function unsupported(ctx: TIntegratorContext, operation: string): never {
  throw new IntegratorProtocolError(
    `İzibiz eklentisi belge türü ${ctx.docType} için ${operation} yapamaz`,
    { responseDate: new Date(), responseStatus: 0, responseData: null, success: false },
  );
}

/**
 * İzibiz over its published SOAP interface (docs/integrators.md): sessions shared per credential,
 * documents ZIP-packed and batched, each answer mapped to the pipeline's outcomes.
 */
export function createIzibizPlugin(opts: {
  baseUrl: string;
  timeoutMs: number;
  sessions?: IzibizSessions;
}): TIntegratorPlugin {
  const sessions = opts.sessions ?? izibizSessions;
  const endpoint = { baseUrl: opts.baseUrl, timeoutMs: opts.timeoutMs };
  const clientOf = (ctx: TIntegratorContext): TIzibizClient => ({
    sessions,
    endpoint,
    credential: credentialOf(ctx),
  });
  const withClient = <T>(
    ctx: TIntegratorContext,
    run: (client: TIzibizClient) => Promise<TIntegratorReply<T>>,
  ) => unavailableOnFault(() => run(clientOf(ctx)));

  return {
    key: IZIBIZ_PLUGIN_KEY,
    holdsLegalCopy: true,
    send: async (ctx, input) => {
      let client: TIzibizClient;
      try {
        client = clientOf(ctx);
      } catch (err) {
        if (!(err instanceof IzibizFault)) throw err;
        return sendReply(input.ettn, { kind: 'fault', fault: err }, '');
      }
      if (ctx.docType !== DocType.eArsiv) {
        const fault = new IzibizFault(0, '', null, undefined, 'notSupported');
        return sendReply(input.ettn, { kind: 'fault', fault }, '');
      }
      const options = ZIzibizStoreOptions.parse(ctx.integratorOptions);
      const document = earsivItem(input.ettn, input.signedXml, options.earsivEmail);
      return sendReply(input.ettn, await earsivQueue(client, document), 'KUYRUĞA EKLENDİ');
    },
    status: (ctx, input) =>
      ctx.docType === DocType.eArsiv
        ? withClient(ctx, (client) => earsivStatus(client, input.ettn))
        : unsupported(ctx, 'status'),
    fetchUbl: (ctx, input) =>
      ctx.docType === DocType.eArsiv
        ? withClient(ctx, (client) => earsivFetch(client, input.ettn))
        : unsupported(ctx, 'fetchUbl'),
    cancel: (ctx, input) =>
      ctx.docType === DocType.eArsiv
        ? withClient(ctx, (client) => earsivCancel(client, input))
        : unsupported(ctx, 'cancel'),
    clientResponse: async (_ctx, input) => ({
      result: {
        ettn: input.ettn,
        applicable: false,
        responseState: null,
        reason: null,
        responseDate: null,
        final: true,
      },
      exchange: {
        responseDate: new Date(),
        responseStatus: 200,
        responseData: null,
        success: false,
      },
    }),
    taxpayerLookup: (ctx, input) => izibizTaxpayerLookup({ sessions, endpoint }, ctx, input.taxNo),
  };
}
