import { IntegratorStatus } from '../../../../shared/domain/enums';
import { GibStatus, INTEGRATOR_STATUS_BY_GIB_CODE } from '../../../../shared/domain/gib-status';
import type { TFetchUblResult, TStatusResult } from '../plugin-results';
import type { TPackedDocument } from './earsiv';
import { unknownStatus } from './earsiv-status-map';
import { callWithSession, type TIzibizClient } from './izibiz-client';
import { IzibizFault } from './izibiz-errors';
import { requestElement, requestHeader } from './soap/request';
import { childElement, childElements, childText, type XmlElement } from './soap/xml-read';
import { leaf, node } from './soap/xml-text';
import { customerEmail } from './ubl-facts';
import { unzipOne, zipOne } from './zip';

const SIGNATURE = /<ds:Signature\b[\s\S]*?<\/ds:Signature>/;

/**
 * docs/esmm/_sendSMM.md: İzibiz signs an e-SMM itself (it takes it into "imzalama, e-posta/sms
 * gönderme ve raporlama"), so it goes without our signature; the signed receipt comes back with
 * GetSmm and becomes the document's signed file (legal-copy.ts).
 */
export function esmmItem(
  ettn: string,
  signedXml: Buffer,
): { document: TPackedDocument; group: string } {
  const unsigned = signedXml.toString('utf8').replace(SIGNATURE, '');
  const id = /<cbc:ID>([^<]+)<\/cbc:ID>/.exec(unsigned)?.[1];
  const content = zipOne(`${ettn}.xml`, Buffer.from(unsigned, 'utf8')).toString('base64');
  const markup = node('SMM', [leaf('CONTENT', content)], { ID: id, UUID: ettn });
  return { document: { ettn, markup, bytes: markup.length }, group: customerEmail(unsigned) ?? '' };
}

/** SMM_PROPERTIES: İzibiz mails the receipt when the buyer gave an e-mail, else it is on paper. */
export function sendSmmRequest(sessionId: string, documents: TPackedDocument[], email: string) {
  return requestElement('SendSmm', [
    requestHeader(sessionId, 'Y'),
    ...documents.map((d) => d.markup),
    node('SMM_PROPERTIES', [
      leaf('EMAIL_FLAG', email ? 'Y' : 'N'),
      leaf('EMAIL', email || undefined),
      leaf('SENDING_TYPE', email ? 'ELEKTRONIK' : 'KAGIT'),
    ]),
  ]);
}

/** docs/esmm/_getsmmstatus.md's statuses on GİB's scale; reported (REPORT_STATUS_CODE 201) is the end. */
function esmmStatusResult(ettn: string, header: XmlElement): TStatusResult {
  const status = Number(childText(header, 'STATUS_CODE') ?? 100);
  const text = childText(header, 'STATUS_DESCRIPTION') ?? '';
  const reported = childText(header, 'REPORT_STATUS_CODE') === '201';
  if (status === 107) {
    return {
      ...unknownStatus(ettn),
      known: true,
      gibStatusText: text,
      integratorStatus: IntegratorStatus.cancelled,
      final: true,
      cancelled: true,
    };
  }
  if (status === 106) {
    return {
      ...unknownStatus(ettn),
      known: true,
      gibStatusText: text,
      integratorStatus: IntegratorStatus.failed,
      final: true,
      failureReason: `${status} ${text}`,
    };
  }
  const code =
    status >= 105
      ? reported
        ? GibStatus.success
        : GibStatus.processed
      : status === 104
        ? GibStatus.processing
        : GibStatus.queued;
  const integratorStatus = INTEGRATOR_STATUS_BY_GIB_CODE[code];
  const shown = reported ? (childText(header, 'REPORT_STATUS_DESCRIPTION') ?? text) : text;
  return {
    ettn,
    gibStatusCode: code,
    gibStatusText: shown,
    integratorStatus,
    final: code === GibStatus.success,
    known: true,
    failureReason: null,
    cancelled: false,
    clientResponse: null,
    timeline: [
      {
        at: new Date(),
        gibStatusCode: GibStatus.queued,
        integratorStatus: IntegratorStatus.sent,
        text: shown,
      },
    ],
  };
}

export async function esmmStatus(client: TIzibizClient, ettn: string) {
  const answer = await callWithSession(client, 'GetSmmStatus', (sessionId) =>
    requestElement('GetSmmStatus', [requestHeader(sessionId), leaf('UUID', ettn)]),
  );
  const smm = childElements(answer.element, 'SMM_STATUS').find(
    (s) => s.getAttribute('UUID')?.toLowerCase() === ettn.toLowerCase(),
  );
  const header = childElement(smm ?? null, 'HEADER');
  return {
    result: header ? esmmStatusResult(ettn, header) : unknownStatus(ettn),
    exchange: answer.exchange,
  };
}

/** GetSmm (by ETTN, XML): the receipt İzibiz signed. */
export async function esmmFetch(client: TIzibizClient, ettn: string) {
  try {
    const answer = await callWithSession(client, 'GetSmm', (sessionId) =>
      requestElement('GetSmm', [
        requestHeader(sessionId, 'Y'),
        node('SMM_SEARCH_KEY', [leaf('UUID', ettn), leaf('READ_INCLUDED', 'Y')]),
        leaf('HEADER_ONLY', 'N'),
        leaf('CONTENT_TYPE', 'XML'),
      ]),
    );
    const smm = childElements(answer.element, 'SMM').find(
      (s) => s.getAttribute('UUID')?.toLowerCase() === ettn.toLowerCase(),
    );
    const content = childText(smm ?? null, 'CONTENT');
    const xml = content ? unzipOne(Buffer.from(content, 'base64')).toString('utf8') : null;
    const result: TFetchUblResult = { ettn, found: xml !== null, xml };
    return { result, exchange: answer.exchange };
  } catch (err) {
    if (!(err instanceof IzibizFault) || err.errorClass !== 'notFound' || !err.exchange) throw err;
    const result: TFetchUblResult = { ettn, found: false, xml: null };
    return { result, exchange: err.exchange };
  }
}
