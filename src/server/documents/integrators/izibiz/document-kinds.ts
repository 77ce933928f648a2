import { DocType } from '../../../../shared/domain/enums';
import type { TIntegratorReply } from '../plugin';
import type { TCancelResult, TFetchUblResult, TStatusResult } from '../plugin-results';
import {
  earsivCancel,
  earsivFetch,
  earsivItem,
  earsivWriteRequest,
  type TPackedDocument,
} from './earsiv';
import {
  efaturaCancelRefused,
  efaturaFetch,
  efaturaItem,
  efaturaStatus,
  partiesKey,
  sendInvoiceRequest,
} from './efatura';
import { eirsaliyeFetch, eirsaliyeItem, eirsaliyeStatus, sendDespatchRequest } from './eirsaliye';
import { esmmFetch, esmmItem, esmmStatus, sendSmmRequest } from './esmm';
import { earsivStatus } from './earsiv-status-questions';
import type { TIzibizClient } from './izibiz-client';
import { izibizReasonText } from './izibiz-errors';
import type { TSentItem } from './send-batch';
import { sendingQueue } from './sending';

type TCancelInput = { ettn: string; reason: string; cancelDate: Date };

/** What the plugin does for one document type, with which of İzibiz's operations. */
export type TDocumentKindOps = {
  /** The status text of a document İzibiz just took. */
  queuedText: string;
  pack(
    client: TIzibizClient,
    ettn: string,
    signedXml: Buffer,
    options: { earsivEmail: boolean },
  ): Promise<{ document: TPackedDocument; group: string }>;
  queue(client: TIzibizClient, document: TPackedDocument, group: string): Promise<TSentItem>;
  status(client: TIzibizClient, ettn: string): Promise<TIntegratorReply<TStatusResult>>;
  fetch(client: TIzibizClient, ettn: string): Promise<TIntegratorReply<TFetchUblResult>>;
  cancel(client: TIzibizClient, input: TCancelInput): Promise<TIntegratorReply<TCancelResult>>;
};

const earsivQueue = sendingQueue('WriteToArchiveExtended', earsivWriteRequest);
const efaturaQueue = sendingQueue('SendInvoice', sendInvoiceRequest);
const eirsaliyeQueue = sendingQueue('SendDespatchAdvice', sendDespatchRequest);
const esmmQueue = sendingQueue('SendSmm', sendSmmRequest);
const refuseCancel = async (_client: TIzibizClient, input: TCancelInput) =>
  efaturaCancelRefused(input.ettn, izibizReasonText('notSupported'));

const EARSIV: TDocumentKindOps = {
  queuedText: 'KUYRUĞA EKLENDİ',
  pack: async (_client, ettn, xml, options) => ({
    document: earsivItem(ettn, xml, options.earsivEmail),
    group: '',
  }),
  queue: earsivQueue,
  status: earsivStatus,
  fetch: earsivFetch,
  cancel: earsivCancel,
};

const EFATURA: TDocumentKindOps = {
  queuedText: 'KUYRUĞA EKLENDİ',
  pack: async (client, ettn, xml) => {
    const item = await efaturaItem(client, ettn, xml);
    return { document: item.document, group: partiesKey(item.parties) };
  },
  queue: efaturaQueue,
  status: efaturaStatus,
  fetch: efaturaFetch,
  cancel: refuseCancel,
};

const EIRSALIYE: TDocumentKindOps = {
  queuedText: 'KUYRUĞA EKLENDİ',
  pack: (client, ettn, xml) => eirsaliyeItem(client, ettn, xml),
  queue: eirsaliyeQueue,
  status: eirsaliyeStatus,
  fetch: eirsaliyeFetch,
  cancel: refuseCancel,
};

const ESMM: TDocumentKindOps = {
  queuedText: 'KUYRUĞA EKLENDİ',
  pack: async (_client, ettn, xml) => esmmItem(ettn, xml),
  queue: esmmQueue,
  status: esmmStatus,
  fetch: esmmFetch,
  cancel: refuseCancel,
};

/** The document types the İzibiz plugin sends; any other is refused (notSupported). */
export const IZIBIZ_KINDS: Partial<Record<number, TDocumentKindOps>> = {
  [DocType.eArsiv]: EARSIV,
  [DocType.eFatura]: EFATURA,
  [DocType.eIrsaliye]: EIRSALIYE,
  [DocType.eSmm]: ESMM,
};
