import { IntegratorStatus } from '../../../../shared/domain/enums';
import type { TCancelResult, TFetchUblResult } from '../plugin-results';
import { partiesOf } from './aliases';
import type { TPackedDocument } from './earsiv';
import { envelopeStatusResult } from './envelope-status-map';
import { callWithSession, type TIzibizClient } from './izibiz-client';
import { IzibizFault } from './izibiz-errors';
import { requestElement, requestHeader } from './soap/request';
import { childElement, childElements, childText } from './soap/xml-read';
import { leaf, node } from './soap/xml-text';
import { partyTaxNos } from './ubl-facts';
import { unzipOne, zipOne } from './zip';

export type TParties = {
  sender: { vkn: string; alias?: string };
  receiver: { vkn: string; alias: string };
};

/** One invoice of SendInvoice, ZIP-packed, with the SENDER/RECEIVER its request needs (its group). */
export async function efaturaItem(
  client: TIzibizClient,
  ettn: string,
  signedXml: Buffer,
): Promise<{ document: TPackedDocument; parties: TParties }> {
  const found = await partiesOf(client, partyTaxNos(signedXml.toString('utf8')), 'INVOICE');
  if (!found.receiver) throw new IzibizFault(0, '', null, undefined, 'noReceiverAlias');
  const content = zipOne(`${ettn}.xml`, signedXml).toString('base64');
  const markup = node('INVOICE', [leaf('CONTENT', content)], { UUID: ettn });
  return {
    document: { ettn, markup, bytes: markup.length },
    parties: { sender: found.sender, receiver: found.receiver },
  };
}

export function partiesKey(parties: TParties): string {
  return JSON.stringify(parties);
}

export function sendInvoiceRequest(sessionId: string, documents: TPackedDocument[], group: string) {
  const parties = JSON.parse(group) as TParties;
  return requestElement('SendInvoice', [
    requestHeader(sessionId, 'Y'),
    node('SENDER', [], { vkn: parties.sender.vkn, alias: parties.sender.alias }),
    node('RECEIVER', [], { vkn: parties.receiver.vkn, alias: parties.receiver.alias }),
    ...documents.map((d) => d.markup),
  ]);
}

/** GetInvoiceStatus by ETTN; 10008 means İzibiz does not know it (yet). */
export async function efaturaStatus(client: TIzibizClient, ettn: string) {
  try {
    const answer = await callWithSession(client, 'GetInvoiceStatus', (sessionId) =>
      requestElement('GetInvoiceStatus', [
        requestHeader(sessionId),
        node('INVOICE', [], { UUID: ettn }),
      ]),
    );
    return {
      result: envelopeStatusResult(ettn, childElement(answer.element, 'INVOICE_STATUS')),
      exchange: answer.exchange,
    };
  } catch (err) {
    if (!(err instanceof IzibizFault) || err.errorClass !== 'notFound' || !err.exchange) throw err;
    return { result: envelopeStatusResult(ettn, null), exchange: err.exchange };
  }
}

/** GetInvoice (outgoing, by ETTN, with content): the signed invoice İzibiz holds. */
export async function efaturaFetch(client: TIzibizClient, ettn: string) {
  const answer = await callWithSession(client, 'GetInvoice', (sessionId) =>
    requestElement('GetInvoice', [
      requestHeader(sessionId, 'Y'),
      node('INVOICE_SEARCH_KEY', [
        leaf('UUID', ettn),
        leaf('READ_INCLUDED', 'true'),
        leaf('DIRECTION', 'OUT'),
      ]),
      leaf('HEADER_ONLY', 'N'),
    ]),
  );
  const invoice = childElements(answer.element, 'INVOICE').find(
    (i) => i.getAttribute('UUID')?.toLowerCase() === ettn.toLowerCase(),
  );
  const content = childText(invoice ?? null, 'CONTENT');
  const xml = content ? unzipOne(Buffer.from(content, 'base64')).toString('utf8') : null;
  const result: TFetchUblResult = { ettn, found: xml !== null, xml };
  return { result, exchange: answer.exchange };
}

/** An e-Fatura is cancelled by its buyer's rejection or through GİB's portal, never here. */
export function efaturaCancelRefused(ettn: string, reason: string) {
  const result: TCancelResult = {
    ettn,
    gibStatusCode: null,
    gibStatusText: null,
    integratorStatus: IntegratorStatus.sent,
    final: false,
    cancelled: false,
    refusalReason: reason,
  };
  return {
    result,
    exchange: { responseDate: new Date(), responseStatus: 0, responseData: result, success: false },
  };
}
