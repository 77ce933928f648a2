import { documentFileSha256, replaceBuiltFiles } from '../../documents/document-file.repository';
import { sha256Hex } from '../../documents/storage/embedded-objects';
import type { TDocumentIntegrator } from '../integrator-for-document';
import type { TPipelineDocument } from '../pipeline-document';
import type { TStepDeps } from '../step-deps';
import { callIntegrator } from './integrator-call';

const XML = 'application/xml; charset=utf-8';

/**
 * An integrator whose copy is the legal document (İzibiz: it signs some documents itself) gives
 * it back once the document is delivered, and it becomes the document's signed file: downloads and
 * the archive hold what GİB holds. Unreachable, or not giving it: the next look tries again.
 */
export async function keepLegalCopy(
  deps: TStepDeps,
  doc: TPipelineDocument,
  integrator: TDocumentIntegrator,
): Promise<boolean> {
  if (!integrator.plugin.holdsLegalCopy) return true;
  const held = await callIntegrator(deps, doc, 'fetchUbl', () =>
    integrator.plugin.fetchUbl(integrator.ctx, { ettn: doc.ettn }),
  );
  if (!held?.found || held.xml === null) return false;
  const ref = { tenantId: doc.tenantId, documentId: doc.id };
  const content = Buffer.from(held.xml, 'utf8');
  // The same bytes as ours (what we signed and sent, usually): nothing to store.
  if ((await documentFileSha256(deps.db, ref, 'signed')) === sha256Hex(content)) return true;
  await deps.db.transaction((tx) =>
    replaceBuiltFiles(tx, ref, [['signed', { content, contentType: XML }]]),
  );
  return true;
}
