import { and, eq, inArray } from 'drizzle-orm';
import { tenantWhere } from '../db/data-scope';
import type { TConfig } from '../config';
import type { TDb } from '../db/database';
import { integratorProducts } from '../db/schema/integrators';
import { storeIntegratorConfigs, stores } from '../db/schema/stores';
import { getIntegratorPlugin } from '../documents/integrators/get-integrator-plugin';
import type { TIntegratorContext, TIntegratorPlugin } from '../documents/integrators/plugin';
import { resolveGibDir } from '../documents/gib-dir';
import { resolveIntegratorsDir } from '../documents/integrators/integrators-dir';
import { decryptSecret, integratorPwdBinding } from '../lib/secrets';
import { coalesce } from './coalescer';
import { DocType } from '../../shared/domain/enums';

export type TDocumentIntegrator = { plugin: TIntegratorPlugin; ctx: TIntegratorContext };
type TDocumentKey = { tenantId: string; storeId: string; docType: number };
type TDeps = { db: TDb; config: TConfig };

/**
 * The integrator each document goes to: the store's configuration for its docType (spec
 * "Integrator config"), else the default integrator product, with the stored password decrypted.
 * One tenant's documents, read in two statements.
 */
export async function integratorsForDocuments(
  deps: TDeps,
  tenantId: string,
  docs: readonly TDocumentKey[],
): Promise<TDocumentIntegrator[]> {
  const { db, config } = deps;
  const rows = await db
    .select({
      storeId: stores.id,
      taxNo: stores.taxNo,
      docType: storeIntegratorConfigs.docType,
      productId: storeIntegratorConfigs.integratorProductId,
      uid: storeIntegratorConfigs.integratorUid,
      pwd: storeIntegratorConfigs.integratorPwdEncrypted,
      options: storeIntegratorConfigs.integratorOptions,
    })
    .from(stores)
    .leftJoin(
      storeIntegratorConfigs,
      and(
        eq(storeIntegratorConfigs.tenantId, stores.tenantId),
        eq(storeIntegratorConfigs.storeId, stores.id),
      ),
    )
    .where(
      tenantWhere(stores, tenantId, inArray(stores.id, [...new Set(docs.map((d) => d.storeId))])),
    );
  const products = await db
    .select({
      id: integratorProducts.id,
      pluginKey: integratorProducts.pluginKey,
      isDefault: integratorProducts.isDefault,
      pluginConfigurations: integratorProducts.pluginConfigurations,
    })
    .from(integratorProducts);
  const gibDir = resolveGibDir(config);
  return docs.map((doc) => {
    const ofStore = rows.filter((r) => r.storeId === doc.storeId);
    const [store] = ofStore;
    if (!store) throw new Error(`store ${doc.storeId} of tenant ${tenantId} does not exist`);
    // The spec has no integrator settings for e-İrsaliye: it goes with the store's e-Fatura ones
    // (the same integrator account and GİB registration).
    const own =
      ofStore.find((r) => r.docType === doc.docType) ??
      (doc.docType === DocType.eIrsaliye
        ? ofStore.find((r) => r.docType === DocType.eFatura)
        : undefined);
    const product = own?.productId
      ? products.find((p) => p.id === own.productId)
      : products.find((p) => p.isDefault);
    if (!product) throw new Error('no integrator product is configured and none is the default');
    const plugin = getIntegratorPlugin(product.pluginKey, {
      gibDir,
      timeoutMs: config.integratorTimeoutMs,
      pluginConfigurations: product.pluginConfigurations,
      integratorsDir: resolveIntegratorsDir(config),
      ...(config.simulatorUrl ? { url: config.simulatorUrl } : {}),
    });
    return {
      plugin,
      ctx: {
        docType: doc.docType,
        supplierTaxNo: store.taxNo ?? '',
        integratorUid: own?.uid ?? null,
        password: own?.pwd
          ? decryptSecret(
              own.pwd,
              config.secretKey,
              integratorPwdBinding({ ...doc, docType: own.docType ?? doc.docType }),
            )
          : null,
        integratorOptions: own?.options ?? {},
      },
    };
  });
}

export async function integratorForDocument(
  deps: TDeps,
  doc: TDocumentKey,
): Promise<TDocumentIntegrator> {
  const [integrator] = await integratorsForDocuments(deps, doc.tenantId, [doc]);
  if (!integrator) throw new Error(`no integrator for a document of store ${doc.storeId}`);
  return integrator;
}

/** integratorForDocument for the pipeline: the documents asking in one tick, in one read. */
export function createIntegratorLookup(
  deps: TDeps,
): (doc: TDocumentKey) => Promise<TDocumentIntegrator> {
  const lookup = coalesce((tenantId, docs: TDocumentKey[]) =>
    integratorsForDocuments(deps, tenantId, docs),
  );
  return (doc) => lookup(doc.tenantId, doc);
}
