import crypto from 'node:crypto';
import type { TDb } from '../db/database';
import { integratorProducts } from '../db/schema/integrators';
import { storeIntegratorConfigs } from '../db/schema/stores';
import { DOUBLE_ACCOUNT } from '../documents/integrators/izibiz/double/double-state';
import { encryptSecret, integratorPwdBinding } from '../lib/secrets';

/** Test support: an İzibiz product pointing at a running double (its test address). */
export async function createIzibizProduct(db: TDb, doubleUrl: string): Promise<string> {
  const [row] = await db
    .insert(integratorProducts)
    .values({
      name: `İzibiz ${crypto.randomUUID().slice(0, 8)}`,
      pluginKey: 'izibiz',
      pluginConfigurations: { environment: 'test', testUrl: doubleUrl },
      isActive: true,
      isDefault: false,
    })
    .returning({ id: integratorProducts.id });
  if (!row) throw new Error('the İzibiz product was not created');
  return row.id;
}

/** The store sends these docTypes through İzibiz with the double's account (or this password). */
export async function sendThroughIzibiz(
  db: TDb,
  secretKey: Buffer,
  target: { tenantId: string; storeId: string; productId: string },
  docTypes: readonly number[],
  password: string = DOUBLE_ACCOUNT.password,
): Promise<void> {
  for (const docType of docTypes) {
    const config = {
      integratorProductId: target.productId,
      integratorUid: DOUBLE_ACCOUNT.username,
      integratorPwdEncrypted: encryptSecret(
        password,
        secretKey,
        integratorPwdBinding({ ...target, docType }),
      ),
    };
    await db
      .insert(storeIntegratorConfigs)
      .values({ tenantId: target.tenantId, storeId: target.storeId, docType, ...config })
      .onConflictDoUpdate({
        target: [
          storeIntegratorConfigs.tenantId,
          storeIntegratorConfigs.storeId,
          storeIntegratorConfigs.docType,
        ],
        set: config,
      });
  }
}
