import { partiesOf } from './aliases';
import type { TPackedDocument } from './earsiv';
import type { TParties } from './efatura';
import { envelopeStatusResult } from './envelope-status-map';
import { callWithSession, type TIzibizClient } from './izibiz-client';
import { IzibizFault } from './izibiz-errors';
import { requestElement, requestHeader } from './soap/request';
import { childElements, childText } from './soap/xml-read';
import { leaf, node } from './soap/xml-text';
import { partyTaxNos } from './ubl-facts';
import { unzipOne, zipOne } from './zip';
import type { TFetchUblResult } from '../plugin-results';

/** docs/eirsaliye/_senddespatch.md: a receiver outside e-İrsaliye gets GİB's virtual mailbox. */
export const GIB_DESPATCH_RECEIVER = { vkn: '3900892152', alias: 'urn:mail:irsaliyepk@gib.gov.tr' };

/** One despatch advice of SendDespatchAdvice, ZIP-packed, with its SENDER/RECEIVER. */
export async function eirsaliyeItem(client: TIzibizClient, ettn: string, signedXml: Buffer) {
  const found = await partiesOf(client, partyTaxNos(signedXml.toString('utf8')), 'DESPATCHADVICE');
  const parties: TParties = {
    sender: found.sender,
    receiver: found.receiver ?? GIB_DESPATCH_RECEIVER,
  };
  const content = zipOne(`${ettn}.xml`, signedXml).toString('base64');
  const markup = node('DESPATCHADVICE', [leaf('CONTENT', content)], { UUID: ettn });
  const document: TPackedDocument = { ettn, markup, bytes: markup.length };
  return { document, group: JSON.stringify(parties) };
}

export function sendDespatchRequest(
  sessionId: string,
  documents: TPackedDocument[],
  group: string,
) {
  const parties = JSON.parse(group) as TParties;
  return requestElement('SendDespatchAdvice', [
    requestHeader(sessionId, 'Y'),
    node('SENDER', [], { vkn: parties.sender.vkn, alias: parties.sender.alias }),
    node('RECEIVER', [], { vkn: parties.receiver.vkn, alias: parties.receiver.alias }),
    ...documents.map((d) => d.markup),
  ]);
}

/** GetDespatchAdviceStatus by ETTN (İzibiz's table and GİB's code); 10008: not known (yet). */
export async function eirsaliyeStatus(client: TIzibizClient, ettn: string) {
  try {
    const answer = await callWithSession(client, 'GetDespatchAdviceStatus', (sessionId) =>
      requestElement('GetDespatchAdviceStatus', [requestHeader(sessionId), leaf('UUID', ettn)]),
    );
    const status = childElements(answer.element, 'DESPATCHADVICE_STATUS').find(
      (s) => childText(s, 'UUID')?.toLowerCase() === ettn.toLowerCase(),
    );
    return { result: envelopeStatusResult(ettn, status ?? null), exchange: answer.exchange };
  } catch (err) {
    if (!(err instanceof IzibizFault) || err.errorClass !== 'notFound' || !err.exchange) throw err;
    return { result: envelopeStatusResult(ettn, null), exchange: err.exchange };
  }
}

/** GetDespatchAdvice (outgoing, by ETTN, with content): the signed despatch İzibiz holds. */
export async function eirsaliyeFetch(client: TIzibizClient, ettn: string) {
  const answer = await callWithSession(client, 'GetDespatchAdvice', (sessionId) =>
    requestElement('GetDespatchAdvice', [
      requestHeader(sessionId, 'Y'),
      node('SEARCH_KEY', [
        leaf('UUID', ettn),
        leaf('READ_INCLUDED', 'true'),
        leaf('DIRECTION', 'OUT'),
      ]),
      leaf('HEADER_ONLY', 'N'),
    ]),
  );
  const despatch = childElements(answer.element, 'DESPATCHADVICE').find(
    (d) => d.getAttribute('UUID')?.toLowerCase() === ettn.toLowerCase(),
  );
  const content = childText(despatch ?? null, 'CONTENT');
  const xml = content ? unzipOne(Buffer.from(content, 'base64')).toString('utf8') : null;
  const result: TFetchUblResult = { ettn, found: xml !== null, xml };
  return { result, exchange: answer.exchange };
}
