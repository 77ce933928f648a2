import type { TDb } from '../../db/database';
import {
  insertRenderedFile,
  readDocumentFile,
  type TDocumentFileKind,
  type TStoredFile,
} from '../../documents/document-file.repository';
import { AppError } from '../../lib/app-error';
import type { TDocumentRecord } from './document-row';

/**
 * Where files come from when a document has none stored yet: the engine builds and signs them,
 * the renderer turns signed XML into HTML and (when Chromium is there) PDF.
 */
export type TDocumentFileSources = {
  ensureFiles(ref: { tenantId: string; documentId: string }): Promise<void>;
  /** `tenantId` is the document's: the render takes that tenant's turn in the sandbox pool. */
  renderHtml(xml: string, tenantId: string): Promise<string>;
  renderPdf(html: string): Promise<Buffer | null>;
};

const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';
const PDF_CONTENT_TYPE = 'application/pdf';

function readFile(db: TDb, doc: TDocumentRecord, kind: TDocumentFileKind) {
  return readDocumentFile(db, { tenantId: doc.tenantId, documentId: doc.id }, kind);
}

function storeFile(db: TDb, doc: TDocumentRecord, kind: TDocumentFileKind, file: TStoredFile) {
  return insertRenderedFile(db, { tenantId: doc.tenantId, documentId: doc.id }, kind, file);
}

/** The signed UBL-TR XML; documents without files (seeded ones) get them built on first request. */
export async function signedXmlOf(
  db: TDb,
  sources: TDocumentFileSources,
  doc: TDocumentRecord,
): Promise<TStoredFile> {
  const stored = await readFile(db, doc, 'signed');
  if (stored) return stored;
  await sources.ensureFiles({ tenantId: doc.tenantId, documentId: doc.id });
  const built = await readFile(db, doc, 'signed');
  if (!built) throw new AppError('SERVICE_UNAVAILABLE', { reason: 'filesNotReady' });
  return built;
}

/** PDF when it can be printed, else the HTML view (issue 5 rendering); renders are kept. */
export async function viewOf(
  db: TDb,
  sources: TDocumentFileSources,
  doc: TDocumentRecord,
): Promise<TStoredFile & { extension: 'pdf' | 'html' }> {
  const pdf = await readFile(db, doc, 'pdf');
  if (pdf) return { ...pdf, extension: 'pdf' };
  let html = await readFile(db, doc, 'html');
  if (!html) {
    const signed = await signedXmlOf(db, sources, doc);
    const text = await sources.renderHtml(signed.content.toString('utf8'), doc.tenantId);
    html = { content: Buffer.from(text, 'utf8'), contentType: HTML_CONTENT_TYPE };
    await storeFile(db, doc, 'html', html);
  }
  const printed = await sources.renderPdf(html.content.toString('utf8'));
  if (!printed) return { ...html, extension: 'html' };
  const stored = { content: printed, contentType: PDF_CONTENT_TYPE };
  await storeFile(db, doc, 'pdf', stored);
  return { ...stored, extension: 'pdf' };
}
