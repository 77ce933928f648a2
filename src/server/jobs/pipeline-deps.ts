import { loadDocumentSources, type TDocumentRef } from '../documents/document-source';
import { resolveGibDir } from '../documents/gib-dir';
import { gibSchematron } from '../documents/schematron/gib-schematron';
import { getTenantSigningMaterial } from '../documents/signing/tenant-signing-material';
import { coalesce } from './coalescer';
import { createBuiltCommit } from './commit-built';
import { createIntegratorLookup } from './integrator-for-document';
import { createPipelineWrites } from './pipeline-writes';
import { acceptedSendAt } from './record-exchange';
import type { TStepDeps } from './step-deps';

export type TPipelineBase = Pick<TStepDeps, 'db' | 'pool' | 'config' | 'log'>;

/**
 * What the steps use: the database through calls that many documents make together (each kind,
 * one statement per tenant and tick: coalescer.ts), and the configuration.
 */
export function pipelineDeps(base: TPipelineBase): TStepDeps {
  const { db, config } = base;
  const sources = coalesce((tenantId, refs: TDocumentRef[]) =>
    loadDocumentSources(
      db,
      tenantId,
      refs.map((r) => r.documentId),
    ),
  );
  const materials = coalesce(async (tenantId, asking: null[]) => {
    const material = await getTenantSigningMaterial(db, tenantId, config.secretKey);
    return asking.map(() => material);
  });
  return {
    ...base,
    writes: createPipelineWrites(base.pool),
    integrator: createIntegratorLookup(base),
    source: (ref) => sources(ref.tenantId, ref),
    material: (tenantId) => materials(tenantId, null),
    commitBuilt: createBuiltCommit(base.pool),
    acceptedSend: (doc, sha256) =>
      acceptedSendAt(
        base.pool,
        { tenantId: doc.tenantId, documentId: doc.id },
        sha256,
        doc.redeliveryRequestedAt,
      ),
    // Compiled once per release (cached on disk); a failed compile is tried again by the next
    // document, whose step fails meanwhile and is retried after its lease: nothing unchecked leaves.
    rules: () =>
      config.pipeline.schematron
        ? gibSchematron(resolveGibDir(config), config.cacheDir)
        : Promise.resolve(undefined),
  };
}
