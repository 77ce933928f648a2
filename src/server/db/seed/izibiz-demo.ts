import { and, asc, eq } from 'drizzle-orm';
import type pg from 'pg';
import { DocType } from '../../../shared/domain/enums';
import { IZIBIZ_PLUGIN_KEY } from '../../documents/integrators/izibiz/izibiz-plugin';
import { DOUBLE_ACCOUNT } from '../../documents/integrators/izibiz/double/double-state';
import { IZIBIZ_DEFAULT_CONFIG } from '../../documents/integrators/izibiz/product-config';
import { encryptSecret, integratorPwdBinding } from '../../lib/secrets';
import { tenantWhere } from '../data-scope';
import { createDb } from '../database';
import { integratorProducts } from '../schema/integrators';
import { storeIntegratorConfigs, stores } from '../schema/stores';
import { tenants } from '../schema/tenants';

export const IZIBIZ_DEMO_PRODUCT = 'İzibiz (demo çifti)';
const DEMO_TENANT = 'Karadeniz Yapı Ticaret A.Ş.';

/**
 * The demo's İzibiz: a product whose plugin speaks SOAP to the İzibiz double in this process,
 * and the first store of one demo tenant sending its e-Arşiv invoices through it with the
 * double's account. Runs once, right after the demo data is generated (owner's connection).
 */
export async function seedIzibizDemo(pool: pg.Pool, secretKey: Buffer): Promise<void> {
  const db = createDb(pool);
  const [product] = await db
    .insert(integratorProducts)
    .values({
      name: IZIBIZ_DEMO_PRODUCT,
      description:
        'İzibiz’in SOAP arayüzü; demo için uygulamanın içindeki İzibiz çiftine bağlanır.',
      implementerPartyType: 'izibiz',
      pluginKey: IZIBIZ_PLUGIN_KEY,
      pluginConfigurations: { ...IZIBIZ_DEFAULT_CONFIG, environment: 'double' },
    })
    .returning({ id: integratorProducts.id });
  const [store] = await db
    .select({ tenantId: stores.tenantId, id: stores.id })
    .from(stores)
    .innerJoin(tenants, eq(tenants.id, stores.tenantId))
    .where(eq(tenants.name, DEMO_TENANT))
    .orderBy(asc(stores.name))
    .limit(1);
  if (!product || !store) return;
  const docType = DocType.eArsiv;
  const config = {
    integratorProductId: product.id,
    integratorUid: DOUBLE_ACCOUNT.username,
    integratorPwdEncrypted: encryptSecret(
      DOUBLE_ACCOUNT.password,
      secretKey,
      integratorPwdBinding({ tenantId: store.tenantId, storeId: store.id, docType }),
    ),
    integratorOptions: {},
  };
  await db
    .update(storeIntegratorConfigs)
    .set(config)
    .where(
      tenantWhere(
        storeIntegratorConfigs,
        store.tenantId,
        and(
          eq(storeIntegratorConfigs.storeId, store.id),
          eq(storeIntegratorConfigs.docType, docType),
        ),
      ),
    );
}
