import { eq, like, sql } from 'drizzle-orm';
import { tenantWhere } from './data-scope';
import {
  integratorPwdBinding,
  otpBinding,
  rebindLegacySecret,
  signingKeyBinding,
  type TSecretBinding,
} from '../lib/secrets';
import type { TDb } from './database';
import { signingCertificates } from './schema/signing-certificates';
import { storeIntegratorConfigs } from './schema/stores';
import { users } from './schema/users';

const LEGACY = 'v1.%';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/**
 * Rewrites every secret stored before secrets were bound to their row (`v1` tokens) as a bound
 * `v2` token, at start-up and before anything reads them. A token that does not open (another
 * key, damaged) is left as it is and reported: it was unusable before too.
 */
export async function upgradeLegacySecrets(
  db: TDb,
  secretKey: Buffer,
  log: (m: string) => void,
): Promise<{ upgraded: number; failed: number }> {
  return db.transaction(async (tx) => {
    // Processes starting together upgrade once; the others then find nothing left.
    await tx.execute(sql`select pg_advisory_xact_lock(7404)`);
    const counts = { upgraded: 0, failed: 0 };
    const rebind = async (
      what: string,
      token: string,
      binding: TSecretBinding,
      save: (t: TTx, token: string) => Promise<unknown>,
    ) => {
      let bound: string;
      try {
        bound = rebindLegacySecret(token, secretKey, binding);
      } catch {
        counts.failed += 1;
        log(`Secret of ${what} cannot be decrypted with SECRET_KEY; left unchanged.`);
        return;
      }
      await save(tx, bound);
      counts.upgraded += 1;
    };

    const otp = await tx
      .select({ id: users.id, token: users.otpSecret })
      .from(users)
      .where(like(users.otpSecret, LEGACY));
    for (const r of otp) {
      if (!r.token) continue;
      await rebind(`user ${r.id}`, r.token, otpBinding(r.id), (t, token) =>
        t.update(users).set({ otpSecret: token }).where(eq(users.id, r.id)),
      );
    }

    const configs = await tx
      .select({
        tenantId: storeIntegratorConfigs.tenantId,
        id: storeIntegratorConfigs.id,
        storeId: storeIntegratorConfigs.storeId,
        docType: storeIntegratorConfigs.docType,
        token: storeIntegratorConfigs.integratorPwdEncrypted,
      })
      .from(storeIntegratorConfigs)
      .where(like(storeIntegratorConfigs.integratorPwdEncrypted, LEGACY));
    for (const r of configs) {
      if (!r.token) continue;
      await rebind(`integrator config ${r.id}`, r.token, integratorPwdBinding(r), (t, token) =>
        t
          .update(storeIntegratorConfigs)
          .set({ integratorPwdEncrypted: token })
          .where(
            tenantWhere(storeIntegratorConfigs, r.tenantId, eq(storeIntegratorConfigs.id, r.id)),
          ),
      );
    }

    const keys = await tx
      .select({
        tenantId: signingCertificates.tenantId,
        id: signingCertificates.id,
        token: signingCertificates.privateKeyEncrypted,
      })
      .from(signingCertificates)
      .where(like(signingCertificates.privateKeyEncrypted, LEGACY));
    for (const r of keys) {
      await rebind(`signing certificate ${r.id}`, r.token, signingKeyBinding(r.id), (t, token) =>
        t
          .update(signingCertificates)
          .set({ privateKeyEncrypted: token })
          .where(tenantWhere(signingCertificates, r.tenantId, eq(signingCertificates.id, r.id))),
      );
    }
    return counts;
  });
}
