import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TConfig } from '../config';
import type { TDb } from '../db/database';
import { documentFiles } from '../db/schema/document-files';
import { errorTextKey, turkishText } from '../../shared/error-text';
import { AppError } from '../lib/app-error';
import { loadDocumentSource, type TDocumentRef } from './document-source';
import { resolveGibDir } from './gib-dir';
import { buildSaleDocumentXml } from './sale-to-ubl';
import { SaleDocumentError } from './sale-to-ubl-types';
import { signUbl, UblSigningError } from './signing/sign-ubl';
import { getTenantSigningMaterial } from './signing/tenant-signing-material';
import { readDefaultXslt } from './ubl/default-xslt';
import { UblDocumentError } from './ubl/invoice-xml';
import { validateUblXsd, type TUblDocumentKind } from './validation/xsd';

export type TDocumentFilesDeps = {
  db: TDb;
  config: Pick<TConfig, 'gibDir' | 'dataDir' | 'secretKey'>;
};
type TBuildProblem = 'ublFailed' | 'signingFailed' | 'xsdFailed';
/** A failure names its problem and cause; `reason` is its Turkish text (the document keeps it). */
export type TBuildOutcome =
  { ok: true } | { ok: false; problem: TBuildProblem; cause: string; reason: string };

function failed(problem: TBuildProblem, cause: string): TBuildOutcome {
  const details = { reason: problem, cause };
  const reason = turkishText(errorTextKey('DOCUMENT_FILES_UNAVAILABLE', details), details);
  return { ok: false, problem, cause, reason: reason ?? cause };
}

const XML = 'application/xml; charset=utf-8';

/**
 * Builds the document's UBL-TR from its sale, embeds the stylesheet, signs it (XAdES-BES) and
 * validates the signed XML against GİB's XSD; only a document that passes is stored. A document
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
      readDefaultXslt(gibDir, source.input.identity.docType === 5 ? 'despatchAdvice' : 'invoice');
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
    signed = await signUbl(unsigned, material);
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
  await deps.db.transaction(async (tx) => {
    for (const [fileKind, content] of [
      ['ubl', unsigned],
      ['signed', signed],
    ] as const) {
      const bytes = Buffer.from(content, 'utf8');
      await tx
        .insert(documentFiles)
        .values({
          tenantId: ref.tenantId,
          documentId: ref.documentId,
          kind: fileKind,
          content: bytes,
          contentType: XML,
          sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
        })
        .onConflictDoUpdate({
          target: [documentFiles.tenantId, documentFiles.documentId, documentFiles.kind],
          set: { content: bytes, sha256: sql`excluded.sha256`, createdAt: sql`now()` },
        });
    }
    // A rebuilt document must not be shown through a rendering of its previous content.
    await tx
      .delete(documentFiles)
      .where(
        and(
          eq(documentFiles.tenantId, ref.tenantId),
          eq(documentFiles.documentId, ref.documentId),
          sql`${documentFiles.kind} in ('html', 'pdf')`,
        ),
      );
  });
  return { ok: true };
}

/**
 * Makes sure a document has its UBL and signed XML (documents of the demo generator get theirs on
 * first request). Refuses with a coded error when the document cannot be built.
 */
export async function ensureDocumentFiles(
  deps: TDocumentFilesDeps,
  ref: TDocumentRef,
): Promise<void> {
  const [existing] = await deps.db
    .select({ kind: documentFiles.kind })
    .from(documentFiles)
    .where(
      and(
        eq(documentFiles.tenantId, ref.tenantId),
        eq(documentFiles.documentId, ref.documentId),
        eq(documentFiles.kind, 'signed'),
      ),
    );
  if (existing) return;
  const outcome = await buildDocumentFiles(deps, ref);
  if (!outcome.ok) {
    throw new AppError('DOCUMENT_FILES_UNAVAILABLE', {
      reason: outcome.problem,
      cause: outcome.cause,
    });
  }
}

/** One stored file of a document, or undefined. */
export async function readDocumentFile(
  db: TDb,
  ref: TDocumentRef,
  kind: 'ubl' | 'signed' | 'html' | 'pdf',
): Promise<{ content: Buffer; contentType: string } | undefined> {
  const [row] = await db
    .select({ content: documentFiles.content, contentType: documentFiles.contentType })
    .from(documentFiles)
    .where(
      and(
        eq(documentFiles.tenantId, ref.tenantId),
        eq(documentFiles.documentId, ref.documentId),
        eq(documentFiles.kind, kind),
      ),
    );
  return row;
}
