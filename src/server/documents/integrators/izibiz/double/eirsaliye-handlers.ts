import { childElement, childElements, childText } from '../soap/xml-read';
import { leaf, node } from '../soap/xml-text';
import { zipOne } from '../zip';
import { outgoingStatusOf } from './envelope-status';
import { DoubleFault, izibizDateTime, requestReturn, type THandler } from './handler-kit';
import { documentBytes, readDocument, takeEnvelopeDocuments } from './intake';
import { checkReceiver } from './receiver';

/** SendDespatchAdvice: RECEIVER required (GİB's virtual mailbox for a non-user), then each despatch. */
const send: THandler = {
  product: 'EDESPATCH',
  answer: async (ctx) => {
    if (!childElement(ctx.request, 'RECEIVER')?.getAttribute('vkn')) {
      throw new DoubleFault(10013, 'Gönderilen istek geçersizdir. Hata sebebi RECEIVER');
    }
    checkReceiver(ctx, 'DESPATCHADVICE');
    const docs = childElements(ctx.request, 'DESPATCHADVICE').map((d, i) =>
      readDocument(ctx, documentBytes(ctx, childText(d, 'CONTENT'), i + 1), i + 1, [
        'TEMELIRSALIYE',
        'HKSIRSALIYE',
      ]),
    );
    await takeEnvelopeDocuments(ctx, 'eirsaliye', docs);
    return [requestReturn(ctx.state)];
  },
};

const status: THandler = {
  product: 'EDESPATCH',
  answer: async ({ state, request }) => {
    const ettns = childElements(request, 'UUID').map((u) => (u.textContent ?? '').trim());
    await state.settled(ettns);
    const found = ettns.map((e) => state.visible(e)).filter((d) => d?.kind === 'eirsaliye');
    if (found.length === 0) {
      throw new DoubleFault(10008, 'Belirtilen kriterlere uygun kayıt bulunamamıştır');
    }
    return found.map((doc) => {
      if (!doc) return '';
      const s = outgoingStatusOf(state, doc);
      return node('DESPATCHADVICE_STATUS', [
        leaf('ID', doc.id ?? undefined),
        leaf('UUID', doc.ettn),
        leaf('PROFILEID', doc.profileId ?? undefined),
        leaf('DIRECTION', 'OUT'),
        leaf('STATUS', s.substatus),
        leaf('STATUS_CODE', s.code),
        leaf('STATUS_DESCRIPTION', s.text),
        leaf('GIB_STATUS_CODE', s.gibCode ?? undefined),
        leaf('GIB_STATUS_DESCRIPTION', s.gibText ?? undefined),
        leaf('CDATE', izibizDateTime(doc.receivedAt)),
      ]);
    });
  },
};

const read: THandler = {
  product: 'EDESPATCH',
  answer: async (ctx) => {
    const ettn = childText(childElement(ctx.request, 'SEARCH_KEY'), 'UUID');
    if (!ettn) return [];
    await ctx.state.settled([ettn]);
    const doc = ctx.state.documents.get(ettn.toLowerCase());
    if (!doc || doc.kind !== 'eirsaliye') return [];
    const bytes = ctx.compressed ? zipOne(`${doc.ettn}.xml`, doc.held) : doc.held;
    return [
      node('DESPATCHADVICE', [leaf('CONTENT', bytes.toString('base64'))], {
        ID: doc.id ?? undefined,
        UUID: doc.ettn,
        DIRECTION: 'OUT',
      }),
    ];
  },
};

export const EIRSALIYE_HANDLERS: Record<string, THandler> = {
  SendDespatchAdvice: send,
  GetDespatchAdviceStatus: status,
  GetDespatchAdvice: read,
};
