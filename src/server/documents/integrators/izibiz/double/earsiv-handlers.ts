import { childElement, childElements, childText } from '../soap/xml-read';
import { leaf, node } from '../soap/xml-text';
import { zipOne } from '../zip';
import { documentBytes, readDocument, takeDocuments } from './intake';
import {
  DoubleFault,
  izibizDate,
  requestReturn,
  requiredText,
  type THandler,
  type THandlerContext,
} from './handler-kit';
import { earsivStatusOf } from './earsiv-status';

/** WriteToArchiveExtended: every document checked first; one refused refuses the request. */
const write: THandler = {
  product: 'EARCHIVE',
  answer: async (ctx) => {
    const content = childElement(ctx.request, 'ArchiveInvoiceExtendedContent');
    const items = content ? childElements(content, 'INVOICE_PROPERTIES') : [];
    const emails = new Map<string, string | null>();
    const docs = items.map((item, i) => {
      const index = i + 1;
      if (childText(item, 'EARSIV_FLAG') !== 'Y') {
        throw new DoubleFault(
          10013,
          'Gönderilen istek geçersizdir. Hata sebebi EARSIV_FLAG',
          index,
        );
      }
      const props = childElement(item, 'EARSIV_PROPERTIES');
      requiredText(props, 'EARSIV_TYPE');
      const wantsMail = childText(props, 'EARSIV_EMAIL_FLAG') === 'Y';
      const email = childText(props, 'EARSIV_EMAIL');
      if (wantsMail && !email) {
        throw new DoubleFault(
          10013,
          'Gönderilen istek geçersizdir. Hata sebebi EARSIV_EMAIL',
          index,
        );
      }
      const xml = documentBytes(ctx, childText(item, 'INVOICE_CONTENT'), index);
      const doc = readDocument(ctx, xml, index, ['EARSIVFATURA']);
      emails.set(doc.ettn, wantsMail ? email : null);
      return doc;
    });
    const now = ctx.state.clock.nowMs();
    await takeDocuments(ctx, 'earsiv', docs, true, (doc) =>
      ctx.state.keep({
        kind: 'earsiv',
        ettn: doc.ettn,
        id: doc.info.invoiceNo,
        profileId: doc.info.profileId,
        held: doc.xml,
        receivedAt: now,
        outcome: 1300,
        email: emails.get(doc.ettn) ?? null,
        cancelledAt: null,
        buyerAnswer: null,
        envelopeId: doc.ettn,
      }),
    );
    return [requestReturn(ctx.state)];
  },
};

const status: THandler = {
  product: 'EARCHIVE',
  answer: async ({ state, request }) => {
    const ettns = childElements(request, 'UUID').map((u) => (u.textContent ?? '').trim());
    await state.settled(ettns);
    const headers = ettns.map((uuid) => {
      const ettn = uuid.toLowerCase();
      const doc = state.visible(ettn);
      if (!doc || doc.kind !== 'earsiv') {
        return node('INVOICE', [
          node('HEADER', [
            leaf('UUID', ettn),
            leaf('STATUS', 200),
            leaf('STATUS_DESC', 'FATURA ID BULUNAMADI'),
          ]),
        ]);
      }
      const s = earsivStatusOf(state, doc);
      return node('INVOICE', [
        node('HEADER', [
          leaf('INVOICE_ID', doc.id ?? undefined),
          leaf('PROFILE', doc.profileId ?? undefined),
          leaf('UUID', doc.ettn),
          leaf('INVOICE_DATE', izibizDate(doc.receivedAt)),
          leaf('STATUS', s.status),
          leaf('STATUS_DESC', s.text),
          leaf('EMAIL_STATUS', s.email?.status),
          leaf('EMAIL_STATUS_DESC', s.email?.text),
          leaf('REPORT_ID', s.reportId ?? undefined),
          leaf('WEB_KEY', doc.ettn),
        ]),
      ]);
    });
    return [...headers, requestReturn(state)];
  },
};

async function found(ctx: THandlerContext, ettn: string) {
  await ctx.state.settled([ettn]);
  const doc = ctx.state.documents.get(ettn.toLowerCase());
  if (!doc || doc.kind !== 'earsiv') {
    throw new DoubleFault(
      10008,
      `Fatura okunurken hata oluştu..Okumaya çalıştığınız UUID: ${ettn} ile fatura bulunmadı...`,
    );
  }
  return doc;
}

/** ReadFromArchive: the signed UBL it holds (PROFILE XML), ZIP-packed unless COMPRESSED N. */
const read: THandler = {
  product: 'EARCHIVE',
  answer: async (ctx) => {
    const doc = await found(ctx, requiredText(ctx.request, 'INVOICEID'));
    const profile = childText(ctx.request, 'PROFILE') ?? 'XML';
    if (profile !== 'XML')
      throw new DoubleFault(
        10013,
        `Gönderilen istek geçersizdir. Hata sebebi ${profile} bu çiftte yok`,
      );
    const bytes = ctx.compressed ? zipOne(`${doc.ettn}.xml`, doc.held) : doc.held;
    return [leaf('INVOICE', bytes.toString('base64')), requestReturn(ctx.state)];
  },
};

/** CancelEArchiveInvoice: reported as cancelled; a second time is a repeated operation (10011). */
const cancel: THandler = {
  product: 'EARCHIVE',
  answer: async (ctx) => {
    for (const content of childElements(ctx.request, 'CancelEArsivInvoiceContent')) {
      const doc = await found(ctx, requiredText(content, 'FATURA_UUID'));
      if (doc.cancelledAt !== null) {
        throw new DoubleFault(10011, `Tekrarlanan işlem: kayıt sistemde mevcuttur ${doc.ettn}`);
      }
      doc.cancelledAt = ctx.state.clock.nowMs();
    }
    return [requestReturn(ctx.state)];
  },
};

export const EARSIV_HANDLERS: Record<string, THandler> = {
  WriteToArchiveExtended: write,
  GetEArchiveInvoiceStatus: status,
  ReadFromArchive: read,
  CancelEArchiveInvoice: cancel,
};
