import { readDocumentFile, replaceBuiltFiles } from '../../documents/document-file.repository';
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
  const stored = await readDocumentFile(deps.db, ref, 'signed');
  if (stored?.content.equals(content)) return true;
  await deps.db.transaction((tx) =>
    replaceBuiltFiles(tx, ref, [['signed', { content, contentType: XML }]]),
  );
  return true;
}
