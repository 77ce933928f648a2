import { and, eq } from 'drizzle-orm';
import { tenantWhere } from '../db/data-scope';
import type { TConfig } from '../config';
import type { TDb } from '../db/database';
import { integratorProducts } from '../db/schema/integrators';
import { storeIntegratorConfigs, stores } from '../db/schema/stores';
import { getIntegratorPlugin } from '../documents/integrators/get-integrator-plugin';
import type { TIntegratorContext, TIntegratorPlugin } from '../documents/integrators/plugin';
import { resolveGibDir } from '../documents/gib-dir';
import { decryptSecret, integratorPwdBinding } from '../lib/secrets';

export type TDocumentIntegrator = { plugin: TIntegratorPlugin; ctx: TIntegratorContext };

/**
 * The integrator a document goes to: the store's configuration for its docType (spec "Integrator
 * config"), else the default integrator product, with the stored password decrypted.
 */
export async function integratorForDocument(
  deps: { db: TDb; config: TConfig },
  doc: { tenantId: string; storeId: string; docType: number },
): Promise<TDocumentIntegrator> {
  const { db, config } = deps;
  const [row] = await db
    .select({
      taxNo: stores.taxNo,
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
        eq(storeIntegratorConfigs.docType, doc.docType),
      ),
    )
    .where(tenantWhere(stores, doc.tenantId, eq(stores.id, doc.storeId)));
  if (!row) throw new Error(`store ${doc.storeId} of tenant ${doc.tenantId} does not exist`);
  const [product] = await db
    .select({ pluginKey: integratorProducts.pluginKey })
    .from(integratorProducts)
    .where(
      row.productId
        ? eq(integratorProducts.id, row.productId)
        : eq(integratorProducts.isDefault, true),
    );
  if (!product) throw new Error('no integrator product is configured and none is the default');
  const gibDir = resolveGibDir(config);
  const plugin = getIntegratorPlugin(product.pluginKey, {
    gibDir,
    timeoutMs: config.integratorTimeoutMs,
    ...(config.simulatorUrl ? { url: config.simulatorUrl } : {}),
  });
  return {
    plugin,
    ctx: {
      docType: doc.docType,
      supplierTaxNo: row.taxNo ?? '',
      integratorUid: row.uid,
      password: row.pwd
        ? decryptSecret(row.pwd, config.secretKey, integratorPwdBinding(doc))
        : null,
      integratorOptions: row.options ?? {},
    },
  };
}
