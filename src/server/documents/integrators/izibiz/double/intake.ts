import crypto from 'node:crypto';
import { MalformedDocumentError, parseReceivedDocument } from '../../simulator/parse-document';
import type { TReceivedDocument } from '../../simulator/parse-document';
import { validateReceivedDocument } from '../../simulator/validate-document';
import { NotZipError, unzipOne } from '../zip';
import { DoubleFault, type THandlerContext } from './handler-kit';
import type { TDocumentKind } from './double-state';

export type TIntake = {
  ettn: string;
  info: TReceivedDocument;
  dom: Document;
  xml: Buffer;
  index: number;
};

const KIND_NAMES: Record<TDocumentKind, string> = {
  efatura: 'FATURA',
  earsiv: 'E-ARŞİV FATURA',
  eirsaliye: 'İRSALİYE',
  esmm: 'SMM',
};

/** A document's bytes from its base64 element: ZIP-packed unless COMPRESSED says N. */
export function documentBytes(ctx: THandlerContext, base64: string | null, index: number): Buffer {
  if (!base64) {
    throw new DoubleFault(10013, 'Gönderilen istek geçersizdir. Hata sebebi içerik boş', index);
  }
  const raw = Buffer.from(base64, 'base64');
  if (!ctx.compressed) return raw;
  try {
    return unzipOne(raw);
  } catch (err) {
    if (!(err instanceof NotZipError)) throw err;
    throw new DoubleFault(10007, 'İstek ZİP bir dosya içermelidir', index);
  }
}

/** Reads a document of a sending request and counts it as a submission of its ETTN. */
export function readDocument(
  ctx: THandlerContext,
  xml: Buffer,
  index: number,
  profiles: readonly string[],
): TIntake {
  let received;
  try {
    received = parseReceivedDocument(xml.toString('utf8'));
  } catch (err) {
    if (!(err instanceof MalformedDocumentError)) throw err;
    throw new DoubleFault(10003, `Belge kontrolden geçemedi. Hata sebebi: ${err.message}`, index);
  }
  const { info, dom } = received;
  if (!info.ettn) {
    throw new DoubleFault(10003, 'Belge kontrolden geçemedi. Hata sebebi: UUID yok', index);
  }
  ctx.state.countSubmission(info.ettn);
  if (!info.profileId || !profiles.includes(info.profileId)) {
    const profile = info.profileId ?? '-';
    throw new DoubleFault(10013, `Gönderilen istek geçersizdir. Hata sebebi ${profile}`, index);
  }
  return { ettn: info.ettn, info, dom, xml, index };
}

/**
 * What İzibiz checks before it takes a document (docs/ortak/_gonderimkontrol.md): that neither
 * the ETTN nor the number was taken before (10009, 10017), the UBL-TR schema and the signature
 * (unless İzibiz signs the document itself).
 */
export async function verifyDocument(
  ctx: THandlerContext,
  kind: TDocumentKind,
  doc: TIntake,
  signedByUs: boolean,
): Promise<void> {
  const earlier = ctx.state.documents.get(doc.ettn);
  if (earlier) {
    const what = `Belge Tipi: ${KIND_NAMES[kind]} Belge No: ${earlier.id ?? ''} ve ETTN: ${doc.ettn}`;
    throw new DoubleFault(
      10009,
      `Gönderilen belge daha önce gönderilmiş bir belge ile eşleşmektedir. ${what}`,
      doc.index,
    );
  }
  const number = doc.info.invoiceNo;
  const sameNumber = [...ctx.state.documents.values()].find(
    (d) => d.kind === kind && d.id !== null && d.id === number,
  );
  if (sameNumber) {
    throw new DoubleFault(
      10017,
      `Gönderilen belge daha önce gönderilmiş bir belge ile eşleşmektedir. ID: ${number ?? ''} ve UUID: ${sameNumber.ettn}`,
      doc.index,
    );
  }
  if (!signedByUs) return;
  const invalid = await validateReceivedDocument(
    doc.xml.toString('utf8'),
    { info: doc.info, dom: doc.dom },
    ctx.opts,
  );
  if (invalid?.code === 1177) {
    throw new DoubleFault(10014, `Geçersiz İmza Hata Sebebi: ${invalid.reason}`, doc.index);
  }
  if (invalid) {
    throw new DoubleFault(
      10003,
      `Belge kontrolden geçemedi. Hata sebebi: ${invalid.reason}`,
      doc.index,
    );
  }
}

/**
 * Takes a sending request's documents: read them all, wait for earlier sends of the same ETTNs,
 * check each (one refused refuses the request), then keep them all.
 */
export async function takeDocuments(
  ctx: THandlerContext,
  kind: TDocumentKind,
  docs: TIntake[],
  signedByUs: boolean,
  keep: (doc: TIntake) => void,
): Promise<void> {
  const ettns = docs.map((d) => d.ettn);
  const earlier = ctx.state.settled(ettns);
  const work = (async () => {
    await earlier;
    for (const doc of docs) await verifyDocument(ctx, kind, doc, signedByUs);
    for (const doc of docs) keep(doc);
  })();
  ctx.state.processing(ettns, work);
  await work;
}

/**
 * Takes the signed documents of an envelope (e-Fatura, e-İrsaliye): each held with GİB's outcome
 * to come (1300 unless a fault names another) and an envelope of its own.
 */
export function takeEnvelopeDocuments(
  ctx: THandlerContext,
  kind: 'efatura' | 'eirsaliye',
  docs: TIntake[],
): Promise<void> {
  const now = ctx.state.clock.nowMs();
  return takeDocuments(ctx, kind, docs, true, (doc) =>
    ctx.state.keep({
      kind,
      ettn: doc.ettn,
      id: doc.info.invoiceNo,
      profileId: doc.info.profileId,
      held: doc.xml,
      receivedAt: now,
      outcome: ctx.state.faults.takeGibOutcome(doc.ettn) ?? 1300,
      email: null,
      cancelledAt: null,
      buyerAnswer: null,
      envelopeId: crypto.randomUUID(),
    }),
  );
}
