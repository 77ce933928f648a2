import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { tenantWhere } from '../../db/data-scope';
import type { TDb } from '../../db/database';
import { stores } from '../../db/schema/stores';
import { tenants } from '../../db/schema/tenants';
import { decryptSecret, encryptSecret, signingKeyBinding } from '../../lib/secrets';
import { describeCertificate } from './certificate-info';
import {
  findCurrentCertificate,
  insertFirstCertificate,
  type TNewSigningCertificate,
  type TSigningCertificateRow,
} from './signing-certificate.repository';
import { importSigningMaterial, type TSigningMaterial } from './signing-material';
import { generateTestCertificate } from './test-certificate';

// Keyed by tenant and fingerprint: a replaced certificate is never used from the cache.
const cache = new Map<string, Promise<TSigningMaterial>>();
// A tenant's first documents arrive together: one test certificate is generated for all of them.
const creating = new Map<string, Promise<TSigningCertificateRow>>();

/**
 * Encrypts the key and describes the certificate, ready for the signing_certificates table. The
 * row id is chosen here because the encrypted key is bound to it.
 */
export function certificateRecord(
  input: { certificateDer: Buffer; pkcs8Der: Buffer },
  source: 'generated' | 'pkcs12',
  secretKey: Buffer,
): TNewSigningCertificate {
  const id = crypto.randomUUID();
  return {
    id,
    ...describeCertificate(input.certificateDer),
    certificateDer: input.certificateDer,
    privateKeyEncrypted: encryptSecret(
      input.pkcs8Der.toString('base64'),
      secretKey,
      signingKeyBinding(id),
    ),
    source,
  };
}

async function tenantIdentity(db: TDb, tenantId: string) {
  const [tenant] = await db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) throw new Error(`Tenant ${tenantId} does not exist`);
  const [store] = await db
    .select({ taxNo: stores.taxNo })
    .from(stores)
    .where(tenantWhere(stores, tenantId))
    .orderBy(asc(stores.createdAt))
    .limit(1);
  const vkn = store?.taxNo && /^\d{10}$/.test(store.taxNo) ? store.taxNo : null;
  return { tenantName: tenant.name, vkn };
}

async function createTestCertificate(
  db: TDb,
  tenantId: string,
  secretKey: Buffer,
): Promise<TSigningCertificateRow> {
  const generated = await generateTestCertificate(await tenantIdentity(db, tenantId));
  await insertFirstCertificate(db, tenantId, certificateRecord(generated, 'generated', secretKey));
  // Concurrent first calls each generate one; the first insert wins and everyone reads it back.
  const row = await findCurrentCertificate(db, tenantId);
  if (!row) throw new Error(`Tenant ${tenantId} has no signing certificate after creating one`);
  return row;
}

/**
 * The tenant's signing key and certificate. A tenant without one gets a self-signed test
 * certificate on first use (domain.md: the embedded default).
 */
export async function getTenantSigningMaterial(
  db: TDb,
  tenantId: string,
  secretKey: Buffer,
): Promise<TSigningMaterial> {
  const firstCertificate = () => {
    let made = creating.get(tenantId);
    if (!made) {
      made = createTestCertificate(db, tenantId, secretKey).finally(() =>
        creating.delete(tenantId),
      );
      creating.set(tenantId, made);
    }
    return made;
  };
  const row = (await findCurrentCertificate(db, tenantId)) ?? (await firstCertificate());
  const key = `${tenantId}:${row.fingerprintSha256}`;
  let material = cache.get(key);
  if (!material) {
    material = importSigningMaterial({
      certificateDer: row.certificateDer,
      pkcs8Der: Buffer.from(
        decryptSecret(row.privateKeyEncrypted, secretKey, signingKeyBinding(row.id)),
        'base64',
      ),
    });
    cache.set(key, material);
    material.catch(() => cache.delete(key));
  }
  return material;
}
