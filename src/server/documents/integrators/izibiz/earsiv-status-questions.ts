import { responseDataOf } from '../exchange';
import type { TIntegratorReply } from '../plugin';
import type { TStatusResult } from '../plugin-results';
import { Batcher } from './batcher';
import { earsivStatusResult, unknownStatus } from './earsiv-status-map';
import { callWithSession, clientKey, type TIzibizClient } from './izibiz-client';
import { requestElement, requestHeader } from './soap/request';
import { childElement, childElements, childText } from './soap/xml-read';
import { leaf } from './soap/xml-text';

type TStatusAsk = { client: TIzibizClient; ettn: string };

/**
 * GetEArchiveInvoiceStatus takes up to 500 UUIDs: the questions of one credential asked in the
 * same tick go as one request (100 at most), each answered from its own HEADER.
 */
const questions = new Batcher<TStatusAsk, TIntegratorReply<TStatusResult>>(
  async (_key, asks) => {
    const [first] = asks;
    if (!first) return [];
    const answer = await callWithSession(first.client, 'GetEArchiveInvoiceStatus', (sessionId) =>
      requestElement('GetEArchiveInvoiceStatus', [
        requestHeader(sessionId),
        ...asks.map((a) => leaf('UUID', a.ettn)),
      ]),
    );
    const headers = new Map(
      childElements(answer.element, 'INVOICE').map((invoice) => {
        const header = childElement(invoice, 'HEADER');
        return [childText(header, 'UUID')?.toLowerCase() ?? '', header] as const;
      }),
    );
    return asks.map(({ ettn }) => {
      const header = headers.get(ettn.toLowerCase()) ?? null;
      const result: TStatusResult = header
        ? earsivStatusResult(
            ettn,
            Number(childText(header, 'STATUS') ?? 200),
            childText(header, 'STATUS_DESC') ?? '',
          )
        : unknownStatus(ettn);
      return { result, exchange: { ...answer.exchange, responseData: responseDataOf(result) } };
    });
  },
  { items: 100, bytes: Number.POSITIVE_INFINITY },
);

/** Where an e-Arşiv invoice stands at İzibiz (asked together with others of the same tick). */
export function earsivStatus(client: TIzibizClient, ettn: string) {
  return questions.submit(clientKey(client, 'status'), { client, ettn }, 0);
}
