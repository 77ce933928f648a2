import type { TConfig } from '../config';
import type { TDb } from '../db/database';
import { errorTextKey, turkishText } from '../../shared/error-text';
import { AppError } from '../lib/app-error';
import { hasDocumentFile, replaceBuiltFiles } from './document-file.repository';
import { loadDocumentSource, type TDocumentRef } from './document-source';
import { resolveGibDir } from './gib-dir';
import { buildSaleDocumentXml } from './sale-to-ubl/sale-to-ubl';
import { SaleDocumentError } from './sale-to-ubl/sale-document';
import { signUblInPool } from './signing/sign-pool';
import { UblSigningError } from './signing/sign-ubl';
import { getTenantSigningMaterial } from './signing/tenant-signing-material';
import { readDefaultXslt } from './ubl/default-xslt';
import { UblDocumentError } from './ubl/invoice-xml';
import { type TUblDocumentKind, ublKindOfDocType } from '../../shared/domain/document-kind';
import { sha256Hex } from './storage/embedded-objects';
import { validateUblXsd } from './validation/xsd';

export type TDocumentFilesDeps = {
  db: TDb;
  config: Pick<TConfig, 'gibDir' | 'dataDir' | 'secretKey'>;
};
type TBuildProblem = 'ublFailed' | 'signingFailed' | 'xsdFailed';
/** A failure names its problem and cause; `reason` is its Turkish text (the document keeps it). */
export type TBuildOutcome =
  | { ok: true; signed: TBuiltFile }
  | { ok: false; problem: TBuildProblem; cause: string; reason: string };
/** The signed XML as stored: what the integrator is sent. */
export type TBuiltFile = { content: Buffer; sha256: string };

function failed(problem: TBuildProblem, cause: string): TBuildOutcome {
  const details = { reason: problem, cause };
  const reason = turkishText(errorTextKey('DOCUMENT_FILES_UNAVAILABLE', details), details);
  return { ok: false, problem, cause, reason: reason ?? cause };
}

const XML = 'application/xml; charset=utf-8';

/**
 * Builds the document's UBL-TR from its sale, embeds the stylesheet, signs it (XAdES-BES) and
 * validates the signed XML against GİB's XSD; only a document that passes is stored. Signing and
 * validation run on worker pools sized to the cores, so concurrent documents use every core. A document
 * that cannot be built or fails the XSD gets `{ ok: false, reason }` and nothing is stored.
 */
export async function buildDocumentFiles(
  deps: TDocumentFilesDeps,
  ref: TDocumentRef,
): Promise<TBuildOutcome> {
  const gibDir = resolveGibDir(deps.config);
  let unsigned: string;
  let kind: TUblDocumentKind;
  try {
    const source = await loadDocumentSource(deps.db, ref);
    const xslt =
      source.storeXslt ??
      readDefaultXslt(gibDir, ublKindOfDocType(source.input.identity.docType) ?? 'invoice');
    ({ xml: unsigned, kind } = buildSaleDocumentXml(source.input, { xslt }));
  } catch (err) {
    if (err instanceof SaleDocumentError || err instanceof UblDocumentError) {
      return failed('ublFailed', err.message);
    }
    throw err;
  }
  const material = await getTenantSigningMaterial(deps.db, ref.tenantId, deps.config.secretKey);
  let signed: string;
  try {
    signed = await signUblInPool(unsigned, material);
  } catch (err) {
    if (err instanceof UblSigningError) {
      return failed('signingFailed', err.message);
    }
    throw err;
  }
  const xsd = await validateUblXsd(signed, { gibDir, kind });
  if (!xsd.valid) {
    return failed('xsdFailed', xsd.errors.slice(0, 3).join('; '));
  }
  const signedBytes = Buffer.from(signed, 'utf8');
  await deps.db.transaction((tx) =>
    replaceBuiltFiles(tx, ref, [
      ['ubl', { content: Buffer.from(unsigned, 'utf8'), contentType: XML }],
      ['signed', { content: signedBytes, contentType: XML }],
    ]),
  );
  return { ok: true, signed: { content: signedBytes, sha256: sha256Hex(signedBytes) } };
}

/**
 * Makes sure a document has its UBL and signed XML (documents of the demo generator get theirs on
 * first request). Refuses with a coded error when the document cannot be built.
 */
export async function ensureDocumentFiles(
  deps: TDocumentFilesDeps,
  ref: TDocumentRef,
): Promise<void> {
  if (await hasDocumentFile(deps.db, ref, 'signed')) return;
  const outcome = await buildDocumentFiles(deps, ref);
  if (!outcome.ok) {
    throw new AppError('DOCUMENT_FILES_UNAVAILABLE', {
      reason: outcome.problem,
      cause: outcome.cause,
    });
  }
}
