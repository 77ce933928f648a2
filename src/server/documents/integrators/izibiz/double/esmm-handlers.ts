import { signUbl } from '../../../signing/sign-ubl';
import { importSigningMaterial, type TSigningMaterial } from '../../../signing/signing-material';
import { generateTestCertificate } from '../../../signing/test-certificate';
import { childElement, childElements, childText } from '../soap/xml-read';
import { leaf, node } from '../soap/xml-text';
import { zipOne } from '../zip';
import type { DoubleState, TDoubleDocument } from './double-state';
import { DoubleFault, izibizDate, requestReturn, type THandler } from './handler-kit';
import { documentBytes, readDocument, takeDocuments } from './intake';

// The double's own seal: İzibiz signs e-SMM receipts on its side (docs/esmm/_sendSMM.md).
let seal: Promise<TSigningMaterial> | undefined;
function izibizSeal(): Promise<TSigningMaterial> {
  seal ??= generateTestCertificate({ tenantName: 'İZİBİZ TEST', vkn: '4840847211' }).then(
    importSigningMaterial,
  );
  return seal;
}

/** docs/esmm/_getsmmstatus.md and _getSMMReports.md on the double's clock. */
function smmStatus(state: DoubleState, doc: TDoubleDocument) {
  const steps = state.stepsSince(doc);
  if (doc.cancelledAt !== null) return { code: 107, text: 'İPTAL EDİLDİ', report: null };
  if (steps <= 0) return { code: 103, text: 'KUYRUĞA EKLENDİ', report: null };
  if (steps === 1) return { code: 104, text: 'İŞLENİYOR', report: null };
  if (steps === 2)
    return { code: 105, text: 'İŞLENDİ', report: { code: 200, text: 'RAPORLANACAK' } };
  return { code: 105, text: 'İŞLENDİ', report: { code: 201, text: 'RAPORLANDI' } };
}

/** SendSmm: unsigned receipts in, signed by İzibiz; SENDING_TYPE required. */
const send: THandler = {
  product: 'ESMM',
  answer: async (ctx) => {
    const properties = childElement(ctx.request, 'SMM_PROPERTIES');
    const sending = childText(properties, 'SENDING_TYPE');
    if (sending !== 'ELEKTRONIK' && sending !== 'KAGIT') {
      throw new DoubleFault(10013, 'Gönderilen istek geçersizdir. Hata sebebi SENDING_TYPE');
    }
    if (
      sending === 'ELEKTRONIK' &&
      !childText(properties, 'EMAIL') &&
      !childText(properties, 'SMS_NUMBER')
    ) {
      throw new DoubleFault(
        10013,
        'Gönderilen istek geçersizdir. Hata sebebi e-posta veya SMS yok',
      );
    }
    const docs = childElements(ctx.request, 'SMM').map((smm, i) =>
      readDocument(ctx, documentBytes(ctx, childText(smm, 'CONTENT'), i + 1), i + 1, [
        'EARSIVBELGE',
      ]),
    );
    const material = await izibizSeal();
    const signed = new Map<string, Buffer>();
    for (const doc of docs) {
      signed.set(doc.ettn, Buffer.from(await signUbl(doc.xml.toString('utf8'), material), 'utf8'));
    }
    const now = ctx.state.clock.nowMs();
    await takeDocuments(ctx, 'esmm', docs, false, (doc) =>
      ctx.state.keep({
        kind: 'esmm',
        ettn: doc.ettn,
        id: doc.info.invoiceNo,
        profileId: doc.info.profileId,
        held: signed.get(doc.ettn) ?? doc.xml,
        receivedAt: now,
        outcome: 1300,
        email: childText(properties, 'EMAIL'),
        cancelledAt: null,
        buyerAnswer: null,
        envelopeId: doc.ettn,
      }),
    );
    return [requestReturn(ctx.state)];
  },
};

function smmElement(
  state: DoubleState,
  doc: TDoubleDocument,
  content: string | undefined,
  name: string,
) {
  const s = smmStatus(state, doc);
  return node(
    name,
    [
      node('HEADER', [
        node('CUSTOMER', []),
        leaf('ISSUE_DATE', izibizDate(doc.receivedAt)),
        leaf('PROFILE_ID', doc.profileId ?? undefined),
        leaf('STATUS_CODE', s.code),
        leaf('STATUS_DESCRIPTION', s.text),
        leaf('REPORT_STATUS_CODE', s.report?.code),
        leaf('REPORT_STATUS_DESCRIPTION', s.report?.text),
      ]),
      leaf('CONTENT', content),
    ],
    { ID: doc.id ?? undefined, UUID: doc.ettn },
  );
}

const status: THandler = {
  product: 'ESMM',
  answer: async ({ state, request }) => {
    const ettns = childElements(request, 'UUID').map((u) => (u.textContent ?? '').trim());
    await state.settled(ettns);
    return ettns.flatMap((ettn) => {
      const doc = state.visible(ettn);
      return doc?.kind === 'esmm' ? [smmElement(state, doc, undefined, 'SMM_STATUS')] : [];
    });
  },
};

const read: THandler = {
  product: 'ESMM',
  answer: async (ctx) => {
    const ettn = childText(childElement(ctx.request, 'SMM_SEARCH_KEY'), 'UUID') ?? '';
    await ctx.state.settled([ettn]);
    const doc = ctx.state.documents.get(ettn.toLowerCase());
    if (!doc || doc.kind !== 'esmm') {
      throw new DoubleFault(
        10008,
        `Belirtilen kriterlere uygun kayıt bulunamamıştır UUID: ${ettn}`,
      );
    }
    const bytes = ctx.compressed ? zipOne(`${doc.ettn}.xml`, doc.held) : doc.held;
    return [smmElement(ctx.state, doc, bytes.toString('base64'), 'SMM')];
  },
};

export const ESMM_HANDLERS: Record<string, THandler> = {
  SendSmm: send,
  GetSmmStatus: status,
  GetSmm: read,
};
