import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type TDb } from '../../db/database';
import { signingCertificates } from '../../db/schema/signing-certificates';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { createStore, createTenant } from '../../test/factories';
import { verifyWithXmlsec1 } from '../../test/xmlsec';
import { makeTestInvoice } from '../ubl/invoice.test-support';
import { buildInvoiceXml } from '../ubl/invoice-xml';
import { signUbl } from './sign-ubl';
import { replaceCurrentCertificate } from './signing-certificate.repository';
import { generateTestCertificate } from './test-certificate';
import { certificateRecord, getTenantSigningMaterial } from './tenant-signing-material';
import { verifyUblSignature } from './verify-signature';

const secretKey = Buffer.alloc(32, 7);
let database: TTestDatabase;
let db: TDb;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.pool);
});
afterAll(() => database.drop());

const rowsOf = (tenantId: string) =>
  db.select().from(signingCertificates).where(eq(signingCertificates.tenantId, tenantId));

describe('getTenantSigningMaterial', () => {
  it('creates one test certificate under concurrent first calls and stores the key encrypted', async () => {
    const tenant = await createTenant(db, { name: 'Anadolu Market A.Ş.' });
    await createStore(db, { tenantId: tenant.id, taxNo: '1234567808' });
    const materials = await Promise.all(
      Array.from({ length: 4 }, () => getTenantSigningMaterial(db, tenant.id, secretKey)),
    );
    expect(new Set(materials.map((m) => m.fingerprint)).size).toBe(1);
    const [material] = materials;
    if (!material) throw new Error('no material');
    const rows = await rowsOf(tenant.id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (!row) throw new Error('no row');
    expect(row).toMatchObject({ source: 'generated', isCurrent: true });
    expect(row.subject).toContain('CN=Anadolu Market A.Ş.');
    expect(row.subject).toContain('1234567808');
    expect(row.notAfter.getUTCFullYear()).toBe(row.notBefore.getUTCFullYear() + 5);
    const pkcs8 = Buffer.from(
      await crypto.webcrypto.subtle.exportKey('pkcs8', material.privateKey),
    );
    expect(row.privateKeyEncrypted).not.toContain(pkcs8.toString('base64').slice(40, 80));
    expect(row.privateKeyEncrypted).toMatch(/^v2\./);
    expect(await getTenantSigningMaterial(db, tenant.id, secretKey)).toBe(material);

    const signed = await signUbl(
      buildInvoiceXml(makeTestInvoice('EARSIVFATURA'), { xslt: Buffer.from('<x/>') }),
      material,
    );
    expect(verifyWithXmlsec1(signed, { trustedDer: row.certificateDer }).ok).toBe(true);
    expect((await verifyUblSignature(signed)).valid).toBe(true);
  });

  it('uses the replacement once the certificate is replaced, and keeps tenants apart', async () => {
    const anadolu = await createTenant(db);
    const ege = await createTenant(db);
    const first = await getTenantSigningMaterial(db, anadolu.id, secretKey);
    const egeMaterial = await getTenantSigningMaterial(db, ege.id, secretKey);
    expect(egeMaterial.fingerprint).not.toBe(first.fingerprint);
    const upload = await generateTestCertificate({ tenantName: 'Anadolu Yeni' });
    await replaceCurrentCertificate(db, anadolu.id, certificateRecord(upload, 'pkcs12', secretKey));
    const next = await getTenantSigningMaterial(db, anadolu.id, secretKey);
    expect(next.certificateDer.equals(upload.certificateDer)).toBe(true);
    expect((await rowsOf(anadolu.id)).map((r) => r.isCurrent).sort()).toEqual([false, true]);
    expect((await getTenantSigningMaterial(db, ege.id, secretKey)).fingerprint).toBe(
      egeMaterial.fingerprint,
    );
  });
});
