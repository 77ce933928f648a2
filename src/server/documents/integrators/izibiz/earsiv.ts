import { IntegratorStatus } from '../../../../shared/domain/enums';
import type { TCancelResult, TFetchUblResult } from '../plugin-results';
import { callWithSession, type TIzibizClient } from './izibiz-client';
import { IzibizFault } from './izibiz-errors';
import { requestElement, requestHeader } from './soap/request';
import { childText } from './soap/xml-read';
import { leaf, node } from './soap/xml-text';
import { earsivFacts } from './ubl-facts';
import { unzipOne, zipOne } from './zip';

export type TPackedDocument = { ettn: string; markup: string; bytes: number };

/**
 * One invoice of WriteToArchiveExtended: EARSIV_TYPE INTERNET for an internet sale, NORMAL
 * otherwise; İzibiz mails it to the buyer's e-mail unless the store turned that off; no SERI, so
 * our own number stays; the signed UBL ZIP-packed.
 */
export function earsivItem(ettn: string, signedXml: Buffer, mail: boolean): TPackedDocument {
  const facts = earsivFacts(signedXml.toString('utf8'));
  const email = mail ? facts.email : null;
  const content = zipOne(`${ettn}.xml`, signedXml).toString('base64');
  const markup = node('INVOICE_PROPERTIES', [
    leaf('EARSIV_FLAG', 'Y'),
    node('EARSIV_PROPERTIES', [
      leaf('EARSIV_TYPE', facts.internet ? 'INTERNET' : 'NORMAL'),
      leaf('EARSIV_EMAIL_FLAG', email ? 'Y' : 'N'),
      leaf('EARSIV_EMAIL', email),
      leaf('SUB_STATUS', 'NEW'),
    ]),
    leaf('INVOICE_CONTENT', content),
  ]);
  return { ettn, markup, bytes: markup.length };
}

export function earsivWriteRequest(sessionId: string, items: TPackedDocument[]): string {
  return requestElement('WriteToArchiveExtended', [
    requestHeader(sessionId, 'Y'),
    node(
      'ArchiveInvoiceExtendedContent',
      items.map((i) => i.markup),
    ),
  ]);
}

/** ReadFromArchive: the signed UBL İzibiz holds (the legal copy), ZIP-packed. */
export async function earsivFetch(client: TIzibizClient, ettn: string) {
  try {
    const answer = await callWithSession(client, 'ReadFromArchive', (sessionId) =>
      requestElement('ReadFromArchive', [
        requestHeader(sessionId, 'Y'),
        leaf('INVOICEID', ettn),
        leaf('PORTAL_DIRECTION', 'OUT'),
        leaf('PROFILE', 'XML'),
      ]),
    );
    const content = childText(answer.element, 'INVOICE');
    const xml = content ? unzipOne(Buffer.from(content, 'base64')).toString('utf8') : null;
    const result: TFetchUblResult = { ettn, found: xml !== null, xml };
    return { result, exchange: answer.exchange };
  } catch (err) {
    if (!(err instanceof IzibizFault) || err.errorClass !== 'notFound') throw err;
    const result: TFetchUblResult = { ettn, found: false, xml: null };
    return { result, exchange: err.exchange ?? missingExchange() };
  }
}

function missingExchange() {
  return { responseDate: new Date(), responseStatus: 0, responseData: null, success: false };
}

function cancelResult(
  ettn: string,
  cancelled: boolean,
  refusalReason: string | null,
): TCancelResult {
  return {
    ettn,
    gibStatusCode: null,
    gibStatusText: null,
    integratorStatus: cancelled ? IntegratorStatus.cancelled : IntegratorStatus.sent,
    final: cancelled,
    cancelled,
    refusalReason,
  };
}

/** CancelEArchiveInvoice with the cancel date and reason; a second cancel (10011) is done already. */
export async function earsivCancel(
  client: TIzibizClient,
  input: { ettn: string; reason: string; cancelDate: Date },
) {
  try {
    const answer = await callWithSession(client, 'CancelEArchiveInvoice', (sessionId) =>
      requestElement('CancelEArchiveInvoice', [
        requestHeader(sessionId),
        node('CancelEArsivInvoiceContent', [
          leaf('FATURA_UUID', input.ettn),
          leaf('IPTAL_TARIHI', input.cancelDate.toISOString().slice(0, 10)),
          leaf('IPTAL_NOTU', input.reason.slice(0, 250) || undefined),
        ]),
      ]),
    );
    return { result: cancelResult(input.ettn, true, null), exchange: answer.exchange };
  } catch (err) {
    if (!(err instanceof IzibizFault)) throw err;
    if (err.errorClass === 'done') {
      return {
        result: cancelResult(input.ettn, true, null),
        exchange: err.exchange ?? missingExchange(),
      };
    }
    if (err.errorClass === 'notFound' || err.errorClass === 'document') {
      return {
        result: cancelResult(input.ettn, false, err.message),
        exchange: err.exchange ?? missingExchange(),
      };
    }
    throw err;
  }
}
