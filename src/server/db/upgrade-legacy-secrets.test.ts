import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFirstCertificate } from '../documents/signing/signing-certificate.repository';
import {
  certificateRecord,
  getTenantSigningMaterial,
} from '../documents/signing/tenant-signing-material';
import { generateTestCertificate } from '../documents/signing/test-certificate';
import { integratorForDocument } from '../jobs/integrator-for-document';
import { newOtpSecret } from '../modules/auth/auth.public';
import { buildTestApp, type TTestApp } from '../test/app';
import { createStore, createTenant, createUser, testDb } from '../test/factories';
import { legacyToken } from '../test/legacy-secret';
import type { TDb } from './database';
import { signingCertificates } from './schema/signing-certificates';
import { storeIntegratorConfigs } from './schema/stores';
import { users } from './schema/users';
import { upgradeLegacySecrets } from './upgrade-legacy-secrets';

const OTP = newOtpSecret();
let t: TTestApp;
let db: TDb;
let key: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  key = t.config.secretKey;
});
afterAll(() => t.close());

async function signInWithCode(email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/authorize',
    headers: { 'x-forwarded-for': '192.0.2.77' },
    payload: { email, password: 'Test!2345x', otpCode: await generate({ secret: OTP }) },
  });
}

describe('secrets stored before they were bound (v1)', () => {
  it('are rebound at start-up and work afterwards; v1 is not read directly', async () => {
    const tenant = await createTenant(db);
    const store = await createStore(db, { tenantId: tenant.id, taxNo: '1234567890' });
    const user = await createUser(db, { tenantId: tenant.id, password: 'Test!2345x' });
    await db
      .update(users)
      .set({ otpSecret: legacyToken(OTP, key), otpEnabled: true })
      .where(eq(users.id, user.id));
    await db.insert(storeIntegratorConfigs).values({
      tenantId: tenant.id,
      storeId: store.id,
      docType: 2,
      integratorUid: 'uid',
      integratorPwdEncrypted: legacyToken('entegrator-şifre', key),
    });
    const generated = await generateTestCertificate({ tenantName: 'Eski Anahtar A.Ş.' });
    await insertFirstCertificate(db, tenant.id, {
      ...certificateRecord(generated, 'generated', key),
      privateKeyEncrypted: legacyToken(generated.pkcs8Der.toString('base64'), key),
    });

    const before = await signInWithCode(user.email);
    expect(before.json()).toMatchObject({ code: 'OTP_INVALID' });

    const log: string[] = [];
    expect(await upgradeLegacySecrets(db, key, (m) => log.push(m))).toEqual({
      upgraded: 3,
      failed: 0,
    });
    expect(log).toEqual([]);
    expect((await signInWithCode(user.email)).statusCode).toBe(200);
    const target = { tenantId: tenant.id, storeId: store.id, docType: 2 };
    expect((await integratorForDocument({ db, config: t.config }, target)).ctx.password).toBe(
      'entegrator-şifre',
    );
    const material = await getTenantSigningMaterial(db, tenant.id, key);
    expect(material.certificateDer.equals(generated.certificateDer)).toBe(true);
    const [cert] = await db
      .select({ token: signingCertificates.privateKeyEncrypted })
      .from(signingCertificates)
      .where(eq(signingCertificates.tenantId, tenant.id));
    expect(cert?.token.startsWith('v2.')).toBe(true);

    expect(await upgradeLegacySecrets(db, key, () => undefined)).toEqual({
      upgraded: 0,
      failed: 0,
    });
  });

  it('leave a token of another key unchanged and report it', async () => {
    const tenant = await createTenant(db);
    const user = await createUser(db, { tenantId: tenant.id });
    const foreign = legacyToken(OTP, crypto.randomBytes(32));
    await db.update(users).set({ otpSecret: foreign }).where(eq(users.id, user.id));
    const log: string[] = [];
    expect(await upgradeLegacySecrets(db, key, (m) => log.push(m))).toEqual({
      upgraded: 0,
      failed: 1,
    });
    expect(log.join('\n')).toContain(user.id);
    const [row] = await db
      .select({ otpSecret: users.otpSecret })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.otpSecret).toBe(foreign);
  });
});
