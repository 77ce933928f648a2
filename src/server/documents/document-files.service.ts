import type { TConfig } from '../config';
import type { TDb } from '../db/database';
import { errorTextKey } from '../../shared/error-key';
import { turkishText } from '../../shared/error-text';
import { AppError } from '../lib/app-error';
import { hasDocumentFile, replaceBuiltFilesOf } from './document-file.repository';
import { loadDocumentSource, type TDocumentRef, type TDocumentSource } from './document-source';
import { resolveGibDir } from './gib-dir';
import { buildSaleDocumentXml } from './sale-to-ubl/sale-to-ubl';
import { SaleDocumentError } from './sale-to-ubl/sale-document';
import { signBuiltInPool } from './signing/sign-pool';
import { UblSigningError } from './signing/sign-ubl';
import { getTenantSigningMaterial } from './signing/tenant-signing-material';
import { readDefaultXslt } from './ubl/default-xslt';
import { UblDocumentError } from './ubl/invoice-xml';
import {
  profileIdOf,
  type TUblDocumentKind,
  ublKindOfDocType,
} from '../../shared/domain/document-kind';
import { standInStylesheet, stylesheetBase64 } from './spliced-xml';
import { sha256Hex } from './storage/embedded-objects';
import type { TPackedFile } from './storage/packed-file';
import type { TPackedDocument } from './storage/write-packed';
import type { TSigningMaterial } from './signing/signing-material';
import { validateUblXsd } from './validation/xsd';
import type { TGibSchematron } from './schematron/gib-schematron';
import { schematronStatusText, type TSchematronFailure } from './schematron/schematron-result';
import { schematronProfile } from './schematron/schematron-profile';

export type TDocumentFilesDeps = {
  db: TDb;
  config: Pick<TConfig, 'gibDir' | 'dataDir' | 'secretKey'>;
};
type TBuildProblem = 'ublFailed' | 'signingFailed' | 'xsdFailed' | 'schematronFailed';
/**
 * A failure names its problem and cause; `reason` is its Turkish text (the document keeps it).
 * A document that breaks GİB's schematron also carries the rules as its GİB status text.
 */
export type TBuildFailure = {
  ok: false;
  problem: TBuildProblem;
  cause: string;
  reason: string;
  gibStatusText?: string;
};
export type TBuildOutcome = { ok: true; signed: TBuiltFile } | TBuildFailure;
/** The signed XML as stored: what the integrator is sent. */
export type TBuiltFile = { content: Buffer; sha256: string };

function failed(problem: TBuildProblem, cause: string): TBuildFailure {
  const details = { reason: problem, cause };
  const reason = turkishText(errorTextKey('DOCUMENT_FILES_UNAVAILABLE', details), details);
  return { ok: false, problem, cause, reason: reason ?? cause };
}

function brokeRules(failures: TSchematronFailure[]): TBuildFailure {
  const gibStatusText = schematronStatusText(failures);
  return { ...failed('schematronFailed', gibStatusText), gibStatusText };
}

/** A document whose source cannot be turned into UBL (its sale, its number, its data). */
export const buildFailure = (cause: string) => failed('ublFailed', cause);

const XML = 'application/xml; charset=utf-8';

/** A document's files as built, signed, validated and packed, not stored yet. */
export type TMadeFiles =
  | { ok: true; signed: Buffer; files: TPackedFile[]; blob: { sha256: string; content: Buffer } }
  | TBuildFailure;

// The sha256 of each stylesheet's bytes: the key it is stored under (document_blobs).
const stylesheetKeys = new WeakMap<Buffer, string>();
function stylesheetKey(xslt: Buffer): string {
  let key = stylesheetKeys.get(xslt);
  if (!key) {
    key = sha256Hex(xslt);
    stylesheetKeys.set(xslt, key);
  }
  return key;
}

/**
 * Builds a document's UBL-TR from its source, embeds the stylesheet, signs it (XAdES-BES),
 * validates the signed XML against GİB's XSD and packs both for storing. The document is built
 * with a stand-in stylesheet and signed and packed as the short text it makes
 * (spliced-xml.ts), on a worker pool sized to the cores; only its bytes carry the ~260 KB
 * stylesheet. With `schematron` (the pipeline, before a first send) the signing worker also runs
 * GİB's rules over it. A document that cannot be built, fails the XSD or breaks a rule gets
 * `{ ok: false, reason }`.
 */
export async function makeDocumentFiles(
  config: TDocumentFilesDeps['config'],
  source: TDocumentSource,
  material: TSigningMaterial,
  schematron?: TGibSchematron,
): Promise<TMadeFiles> {
  const gibDir = resolveGibDir(config);
  const { identity } = source.input;
  const kindOfDoc = ublKindOfDocType(identity.docType) ?? 'invoice';
  const xslt = source.storeXslt ?? readDefaultXslt(gibDir, kindOfDoc);
  const standIn = standInStylesheet();
  let text: string;
  let kind: TUblDocumentKind;
  try {
    ({ xml: text, kind } = buildSaleDocumentXml(source.input, { xslt: standIn.xslt }));
  } catch (err) {
    if (err instanceof SaleDocumentError || err instanceof UblDocumentError) {
      return failed('ublFailed', err.message);
    }
    throw err;
  }
  const ubl = { text, token: standIn.token, base64: stylesheetBase64(xslt) };
  let made: Awaited<ReturnType<typeof signBuiltInPool>>;
  try {
    const check = schematron && {
      key: schematron.key,
      sefs: { verdict: schematron.verdict, report: schematron.report },
      profile: schematronProfile(profileIdOf(identity.docType, identity.scenarioType)),
    };
    made = await signBuiltInPool(ubl, stylesheetKey(xslt), material, check);
  } catch (err) {
    if (err instanceof UblSigningError) {
      return failed('signingFailed', err.message);
    }
    throw err;
  }
  const xsd = await validateUblXsd(made.signed, { gibDir, kind });
  if (!xsd.valid) {
    return failed('xsdFailed', xsd.errors.slice(0, 3).join('; '));
  }
  if (made.schematron?.length) return brokeRules(made.schematron);
  const { signed, files } = made;
  return { ok: true, signed, files, blob: { sha256: stylesheetKey(xslt), content: xslt } };
}

/** The rows to store for a document made by makeDocumentFiles: its UBL and signed XML. */
export function builtFiles(
  documentId: string,
  made: { files: TPackedFile[]; blob: { sha256: string; content: Buffer } },
): TPackedDocument {
  const [ubl, signed] = made.files;
  if (!ubl || !signed) throw new Error('a made document lacks its UBL or signed row');
  const rows = [
    { kind: 'ubl' as const, contentType: XML, file: ubl },
    { kind: 'signed' as const, contentType: XML, file: signed },
  ];
  // A stylesheet too small to splice out stays in the rows, and needs no blob.
  const named = made.files.some((f) =>
    f.packing.splices.some((x) => x.sha256 === made.blob.sha256),
  );
  const blobs = new Map(named ? [[made.blob.sha256, made.blob.content]] : []);
  return { documentId, rows, blobs };
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
