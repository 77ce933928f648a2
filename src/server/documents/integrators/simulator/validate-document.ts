import type { TUblDocumentKind } from '../../../../shared/domain/document-kind';
import { validateUblXsd } from '../../validation/xsd';
import type { TReceivedDocument } from './parse-document';

export type TVerifySignature = (doc: Document) => { valid: boolean; reason?: string };

export type TValidationFailure = { code: 1160 | 1177; reason: string };

const KIND_BY_ROOT: Record<string, TUblDocumentKind> = {
  Invoice: 'invoice',
  DespatchAdvice: 'despatchAdvice',
};
const MAX_REPORTED_ERRORS = 3;

/**
 * GİB's checks in GİB's order: the schema (1160), then the signature (1177). Roots without a
 * GİB schema of ours (e-Adisyon) skip the XSD and have their signature checked when they carry one.
 */
export async function validateReceivedDocument(
  xml: string,
  received: { info: TReceivedDocument; dom: Document },
  opts: { gibDir: string; verifySignature: TVerifySignature },
): Promise<TValidationFailure | null> {
  const doc = received.info;
  const kind = KIND_BY_ROOT[doc.rootElement];
  if (kind) {
    const xsd = await validateUblXsd(xml, { gibDir: opts.gibDir, kind });
    if (!xsd.valid) {
      return { code: 1160, reason: xsd.errors.slice(0, MAX_REPORTED_ERRORS).join('\n') };
    }
  }
  if (!doc.ettn) return { code: 1160, reason: 'cbc:UUID (ETTN) eksik' };
  if (!kind && !doc.signed) return null;
  if (!doc.signed) return { code: 1177, reason: 'Belgede imza bulunamadı' };
  const signature = opts.verifySignature(received.dom);
  if (!signature.valid) return { code: 1177, reason: signature.reason ?? 'İmza doğrulanamadı' };
  return null;
}
