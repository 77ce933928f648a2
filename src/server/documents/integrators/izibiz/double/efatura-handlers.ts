import { childElement, childElements, childText } from '../soap/xml-read';
import { leaf, node } from '../soap/xml-text';
import { zipOne } from '../zip';
import { outgoingStatusOf } from './envelope-status';
import {
  DoubleFault,
  izibizDateTime,
  requestReturn,
  type THandler,
  type THandlerContext,
} from './handler-kit';
import { documentBytes, readDocument, takeEnvelopeDocuments } from './intake';
import { checkReceiver } from './receiver';

const EFATURA_PROFILES = [
  'TEMELFATURA',
  'TICARIFATURA',
  'IHRACAT',
  'YOLCUBERABERFATURA',
  'KAMU',
  'HKS',
  'ENERJI',
  'ILAC_TIBBICIHAZ',
  'YATIRIMTESVIK',
  'IDIS',
];

/** SendInvoice: the receiver's alias checked against GİB's list, then every invoice. */
const send: THandler = {
  product: 'EINVOICE',
  answer: async (ctx) => {
    checkReceiver(ctx, 'INVOICE');
    const docs = childElements(ctx.request, 'INVOICE').map((invoice, i) =>
      readDocument(
        ctx,
        documentBytes(ctx, childText(invoice, 'CONTENT'), i + 1),
        i + 1,
        EFATURA_PROFILES,
      ),
    );
    await takeEnvelopeDocuments(ctx, 'efatura', docs);
    return [requestReturn(ctx.state)];
  },
};

async function outgoing(ctx: THandlerContext, ettn: string | null) {
  if (!ettn) throw new DoubleFault(10013, 'Gönderilen istek geçersizdir. Hata sebebi UUID');
  await ctx.state.settled([ettn]);
  const doc = ctx.state.visible(ettn);
  if (!doc || doc.kind !== 'efatura') {
    throw new DoubleFault(10008, `Belirtilen kriterlere uygun kayıt bulunamamıştır UUID: ${ettn}`);
  }
  return doc;
}

const status: THandler = {
  product: 'EINVOICE',
  answer: async (ctx) => {
    const doc = await outgoing(
      ctx,
      childElement(ctx.request, 'INVOICE')?.getAttribute('UUID') ?? null,
    );
    const s = outgoingStatusOf(ctx.state, doc);
    const steps = ctx.state.stepsSince(doc);
    return [
      node(
        'INVOICE_STATUS',
        [
          node('HEADER', [leaf('PROFILEID', doc.profileId ?? undefined)]),
          leaf('STATUS', s.substatus),
          leaf('STATUS_DESCRIPTION', s.text),
          leaf('GIB_STATUS_CODE', s.gibCode ?? undefined),
          leaf('GIB_STATUS_DESCRIPTION', s.gibText ?? undefined),
          leaf('RESPONSE_CODE', s.response?.code),
          leaf('RESPONSE_DESCRIPTION', s.response?.text ?? undefined),
          leaf('CDATE', izibizDateTime(doc.receivedAt)),
          leaf('ENVELOPE_IDENTIFIER', steps >= 1 ? doc.envelopeId : undefined),
          leaf('STATUS_CODE', s.code),
          leaf('DIRECTION', 'OUT'),
        ],
        { ID: doc.id ?? undefined, UUID: doc.ettn },
      ),
    ];
  },
};

/** GetInvoice (outgoing, by UUID): the signed invoice it holds, ZIP-packed unless COMPRESSED N. */
const read: THandler = {
  product: 'EINVOICE',
  answer: async (ctx) => {
    const key = childElement(ctx.request, 'INVOICE_SEARCH_KEY');
    const ettn = childText(key, 'UUID');
    if (!ettn) return [];
    await ctx.state.settled([ettn]);
    const doc = ctx.state.documents.get(ettn.toLowerCase());
    if (!doc || doc.kind !== 'efatura') return [];
    const bytes = ctx.compressed ? zipOne(`${doc.ettn}.xml`, doc.held) : doc.held;
    const s = outgoingStatusOf(ctx.state, doc);
    return [
      node(
        'INVOICE',
        [
          node('HEADER', [
            leaf('PROFILEID', doc.profileId ?? undefined),
            leaf('STATUS', s.substatus),
            leaf('STATUS_DESCRIPTION', s.text),
            leaf('GIB_STATUS_CODE', s.gibCode ?? undefined),
            leaf('GIB_STATUS_DESCRIPTION', s.gibText ?? undefined),
            leaf('DIRECTION', 'OUT'),
          ]),
          leaf('CONTENT', bytes.toString('base64')),
        ],
        { ID: doc.id ?? undefined, UUID: doc.ettn },
      ),
    ];
  },
};

export const EFATURA_HANDLERS: Record<string, THandler> = {
  SendInvoice: send,
  GetInvoiceStatus: status,
  GetInvoice: read,
};
