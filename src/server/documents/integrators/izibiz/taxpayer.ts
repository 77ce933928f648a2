import { IntegratorUnavailableError } from '../integrator-errors';
import type { TIntegratorContext, TIntegratorExchange, TIntegratorReply } from '../plugin';
import type { TTaxpayerLookupResult } from '../plugin-results';
import { responseDataOf } from '../exchange';
import { callWithSession, credentialOf } from './izibiz-client';
import { IzibizFault } from './izibiz-errors';
import type { IzibizSessions } from './sessions';
import { requestElement, requestHeader } from './soap/request';
import { callIzibiz, type TIzibizEndpoint } from './soap/soap-client';
import { childElements, childText, type XmlElement } from './soap/xml-read';
import { leaf, node } from './soap/xml-text';

export type TGibUserAlias = { alias: string; unit: string; title: string | null };

/** CheckUser: the aliases GİB's list has for a VKN and document type (empty: not a user). */
export async function checkUser(
  client: Parameters<typeof callWithSession>[0],
  taxNo: string,
  documentType: 'INVOICE' | 'DESPATCHADVICE',
): Promise<{ aliases: TGibUserAlias[]; exchange: TIntegratorExchange }> {
  const answer = await callWithSession(client, 'CheckUser', (sessionId) =>
    requestElement('CheckUser', [
      requestHeader(sessionId),
      node('USER', [leaf('IDENTIFIER', taxNo)]),
      leaf('DOCUMENT_TYPE', documentType),
    ]),
  );
  const aliases = childElements(answer.element, 'USER').map((user: XmlElement) => ({
    alias: childText(user, 'ALIAS') ?? '',
    unit: childText(user, 'UNIT') ?? '',
    title: childText(user, 'TITLE'),
  }));
  return { aliases: aliases.filter((a) => a.alias), exchange: answer.exchange };
}

function reply(result: TTaxpayerLookupResult, exchange: TIntegratorExchange) {
  return { result, exchange: { ...exchange, responseData: responseDataOf(result) } };
}

/**
 * Whether İzibiz serves a taxpayer: its account opens a session and CheckUser answers (the title
 * comes from GİB's list). A refused login says why it is offline; İzibiz unreachable throws.
 */
export async function izibizTaxpayerLookup(
  base: { sessions: IzibizSessions; endpoint: TIzibizEndpoint },
  ctx: TIntegratorContext,
  taxNo: string,
): Promise<TIntegratorReply<TTaxpayerLookupResult>> {
  const offline = (fault: IzibizFault) =>
    reply(
      { taxNo, name: null, isOnline: false, offlineReason: fault.message, onlineDate: null },
      fault.exchange ?? {
        responseDate: new Date(),
        responseStatus: 0,
        responseData: null,
        success: false,
      },
    );
  try {
    const client = { ...base, credential: credentialOf(ctx) };
    const { aliases, exchange } = await checkUser(client, taxNo, 'INVOICE');
    const name = aliases.find((a) => a.title)?.title ?? null;
    return reply({ taxNo, name, isOnline: true, offlineReason: null, onlineDate: null }, exchange);
  } catch (err) {
    if (!(err instanceof IzibizFault)) throw err;
    if (err.reason === 'noCredentials') {
      // Still a question to İzibiz, so a health check learns whether it answers at all.
      await callIzibiz(
        base.endpoint,
        'Login',
        requestElement('Login', [requestHeader('-1'), leaf('USER_NAME', ''), leaf('PASSWORD', '')]),
        'omit',
      ).catch((e: unknown) => {
        if (!(e instanceof IzibizFault)) throw e;
      });
      return offline(err);
    }
    if (err.errorClass === 'account') return offline(err);
    throw new IntegratorUnavailableError('server-error', err.message, err.exchange);
  }
}
