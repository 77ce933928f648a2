import type { TConfig } from '../config';
import type { TDb } from '../db/database';
import { errorTextKey, turkishText } from '../../shared/error-text';
import { AppError } from '../lib/app-error';
import { hasDocumentFile, replaceBuiltFilesOf } from './document-file.repository';
import { loadDocumentSource, type TDocumentRef, type TDocumentSource } from './document-source';
import { resolveGibDir } from './gib-dir';
import { buildSaleDocumentXml } from './sale-to-ubl/sale-to-ubl';
import { SaleDocumentError } from './sale-to-ubl/sale-document';
import { signUblInPool } from './signing/sign-pool';
import { UblSigningError } from './signing/sign-ubl';
import { getTenantSigningMaterial } from './signing/tenant-signing-material';
import { readDefaultXslt } from './ubl/default-xslt';
import { UblDocumentError } from './ubl/invoice-xml';
import { type TUblDocumentKind, ublKindOfDocType } from '../../shared/domain/document-kind';
import type { TDocumentFiles } from './storage/write-packed';
import type { TSigningMaterial } from './signing/signing-material';
import { validateUblXsd } from './validation/xsd';

export type TDocumentFilesDeps = {
  db: TDb;
  config: Pick<TConfig, 'gibDir' | 'dataDir' | 'secretKey'>;
};
type TBuildProblem = 'ublFailed' | 'signingFailed' | 'xsdFailed';
/** A failure names its problem and cause; `reason` is its Turkish text (the document keeps it). */
export type TBuildFailure = { ok: false; problem: TBuildProblem; cause: string; reason: string };
export type TBuildOutcome = { ok: true; signed: TBuiltFile } | TBuildFailure;
/** The signed XML as stored: what the integrator is sent. */
export type TBuiltFile = { content: Buffer; sha256: string };

function failed(problem: TBuildProblem, cause: string): TBuildFailure {
  const details = { reason: problem, cause };
  const reason = turkishText(errorTextKey('DOCUMENT_FILES_UNAVAILABLE', details), details);
  return { ok: false, problem, cause, reason: reason ?? cause };
}

/** A document whose source cannot be turned into UBL (its sale, its number, its data). */
export const buildFailure = (cause: string) => failed('ublFailed', cause);

const XML = 'application/xml; charset=utf-8';

/** A document's files as built, signed and validated, not stored yet. */
export type TMadeFiles = { ok: true; ubl: Buffer; signed: Buffer } | TBuildFailure;

/**
 * Builds a document's UBL-TR from its source, embeds the stylesheet, signs it (XAdES-BES) and
 * validates the signed XML against GİB's XSD. Signing and validation run on worker pools sized to
 * the cores, so concurrent documents use every core. A document that cannot be built or fails the
 * XSD gets `{ ok: false, reason }`.
 */
export async function makeDocumentFiles(
  config: TDocumentFilesDeps['config'],
  source: TDocumentSource,
  material: TSigningMaterial,
): Promise<TMadeFiles> {
  const gibDir = resolveGibDir(config);
  let unsigned: string;
  let kind: TUblDocumentKind;
  try {
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
  let signed: Buffer;
  try {
    signed = Buffer.from(await signUblInPool(unsigned, material), 'utf8');
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
  return { ok: true, ubl: Buffer.from(unsigned, 'utf8'), signed };
}

/** The files to store for a document made by makeDocumentFiles. */
export function builtFiles(
  documentId: string,
  made: { ubl: Buffer; signed: Buffer },
): TDocumentFiles {
  const byKind = new Map([
    ['ubl', { content: made.ubl, contentType: XML }],
    ['signed', { content: made.signed, contentType: XML }],
  ] as const);
  return { documentId, byKind };
}

/**
 * makeDocumentFiles for one stored document, read from its sale, then stored (only a document that
 * passes): the UBL and the signed XML, with the signed bytes and their sha256 for the send.
 */
export async function buildDocumentFiles(
  deps: TDocumentFilesDeps,
  ref: TDocumentRef,
): Promise<TBuildOutcome> {
  let source: TDocumentSource;
  try {
    source = await loadDocumentSource(deps.db, ref);
  } catch (err) {
    if (err instanceof SaleDocumentError) return failed('ublFailed', err.message);
    throw err;
  }
  const material = await getTenantSigningMaterial(deps.db, ref.tenantId, deps.config.secretKey);
  const made = await makeDocumentFiles(deps.config, source, material);
  if (!made.ok) return made;
  const [stored] = await deps.db.transaction((tx) =>
    replaceBuiltFilesOf(tx, ref.tenantId, [builtFiles(ref.documentId, made)]),
  );
  return { ok: true, signed: { content: made.signed, sha256: stored?.get('signed') ?? '' } };
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
