import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PKCS12_BYTES, ZSigningCertificate } from '../../../shared/signing/signing-certificate';
import type { TDb } from '../../db/database';
import { auditLog } from '../../db/schema/audit';
import { signingCertificates } from '../../db/schema/signing-certificates';
import { makePkcs12, withIterations } from '../../documents/signing/signing.test-support';
import { generateTestCertificate } from '../../documents/signing/test-certificate';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createAdmin, createTenant, createUser, signInAs, testDb } from '../../test/factories';

const PATH = '/api/tenant/signing-certificate';
const PASSWORD = 'Mühür-Parola-42';

let t: TTestApp;
let db: TDb;
let anadoluId: string;
let egeId: string;
let anadoluOwner: { authorization: string };
let anadoluClerk: { authorization: string };
let egeOwner: { authorization: string };
let adminInAnadolu: { authorization: string };
const bodies: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  anadoluId = (await createTenant(db, { name: 'Anadolu Market A.Ş.' })).id;
  egeId = (await createTenant(db, { name: 'Ege Kafe Ltd. Şti.' })).id;
  const sign = async (user: { email: string }) => (await signInAs(t.app, user)).bearer;
  anadoluOwner = await sign(await createUser(db, { tenantId: anadoluId, isTenantOwner: true }));
  anadoluClerk = await sign(await createUser(db, { tenantId: anadoluId }));
  egeOwner = await sign(await createUser(db, { tenantId: egeId, isTenantOwner: true }));
  const admin = await signInAs(t.app, await createAdmin(db));
  const scoped = await t.app.inject({
    method: 'POST',
    url: '/api/auth/scope',
    headers: admin.bearer,
    payload: { tenantId: anadoluId },
  });
  adminInAnadolu = { authorization: `Bearer ${scoped.json<{ token: string }>().token}` };
});
afterAll(() => t.close());

async function call(headers: { authorization: string }, method: 'GET' | 'PUT', payload?: object) {
  const res = await t.app.inject({ method, url: PATH, headers, ...(payload ? { payload } : {}) });
  bodies.push(res.body);
  return res;
}

const current = async (tenantId: string) =>
  (
    await db
      .select()
      .from(signingCertificates)
      .where(
        and(eq(signingCertificates.tenantId, tenantId), eq(signingCertificates.isCurrent, true)),
      )
  )[0];

describe('GET and PUT /api/tenant/signing-certificate', () => {
  let upload: Awaited<ReturnType<typeof generateTestCertificate>>;
  let pkcs12Base64: string;
  beforeAll(async () => {
    upload = await generateTestCertificate({
      tenantName: 'Anadolu Market A.Ş.',
      vkn: '1234567808',
    });
    pkcs12Base64 = makePkcs12(upload, PASSWORD).toString('base64');
  });

  it('shows the generated test certificate to the owner, without key material', async () => {
    const res = await call(anadoluOwner, 'GET');
    expect(res.statusCode).toBe(200);
    const cert = ZSigningCertificate.parse(res.json());
    expect(cert).toMatchObject({ source: 'generated' });
    expect(cert.subject).toContain('Anadolu Market A.Ş.');
    expect(Object.keys(res.json<object>()).sort()).toEqual([
      'fingerprintSha256',
      'issuer',
      'notAfter',
      'notBefore',
      'serialNumber',
      'source',
      'subject',
    ]);
    expect((await call(adminInAnadolu, 'GET')).json()).toEqual(cert);
  });

  it('is for the owner and administrators only', async () => {
    expect((await call(anadoluClerk, 'GET')).statusCode).toBe(403);
    expect((await call(anadoluClerk, 'PUT', { pkcs12Base64, password: PASSWORD })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
  });

  it('refuses bad base64, a wrong password and an expired certificate, changing nothing', async () => {
    const before = await current(anadoluId);
    const bad = await call(anadoluOwner, 'PUT', {
      pkcs12Base64: 'not base64!',
      password: PASSWORD,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const wrong = await call(anadoluOwner, 'PUT', { pkcs12Base64, password: 'yanlış' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'CERTIFICATE_PASSWORD_WRONG' });
    const garbage = await call(anadoluOwner, 'PUT', { pkcs12Base64: 'AAAA', password: PASSWORD });
    expect(garbage.json()).toMatchObject({
      code: 'CERTIFICATE_INVALID',
      details: { problem: 'malformed' },
    });
    const old = await generateTestCertificate({
      tenantName: 'Eski',
      now: new Date(Date.UTC(2015, 0, 1)),
    });
    const expired = await call(anadoluOwner, 'PUT', {
      pkcs12Base64: makePkcs12(old, PASSWORD).toString('base64'),
      password: PASSWORD,
    });
    expect(expired.json()).toMatchObject({ code: 'CERTIFICATE_EXPIRED' });
    expect((await current(anadoluId))?.fingerprintSha256).toBe(before?.fingerprintSha256);
  });

  it('refuses a PKCS#12 without a private key and one too large, changing nothing', async () => {
    const before = await current(anadoluId);
    const keyless = makePkcs12({ certificateDer: upload.certificateDer }, PASSWORD);
    const noKey = await call(anadoluOwner, 'PUT', {
      pkcs12Base64: keyless.toString('base64'),
      password: PASSWORD,
    });
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json()).toMatchObject({
      code: 'CERTIFICATE_INVALID',
      details: { problem: 'no-key', reason: 'no-key' },
    });
    const large = Buffer.alloc(MAX_PKCS12_BYTES + 1, 1).toString('base64');
    const tooLarge = await call(anadoluOwner, 'PUT', { pkcs12Base64: large, password: PASSWORD });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      details: { reason: 'certificate', maxBytes: MAX_PKCS12_BYTES },
    });
    expect((await current(anadoluId))?.fingerprintSha256).toBe(before?.fingerprintSha256);
  });

  it('refuses a PKCS#12 with a 50,000,000-iteration MAC with 400, changing nothing', async () => {
    const before = await current(anadoluId);
    const marked = makePkcs12(upload, PASSWORD, { iterations: 2049 });
    const hostile = withIterations(marked, 'mac', 2049, 50_000_000).toString('base64');
    const res = await call(anadoluOwner, 'PUT', { pkcs12Base64: hostile, password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CERTIFICATE_TOO_COSTLY',
      details: { problem: 'too-costly', iterations: 50_000_000, maxIterations: 1_000_000 },
    });
    expect((await current(anadoluId))?.fingerprintSha256).toBe(before?.fingerprintSha256);
  });

  it('an Ege Kafe user can neither read nor replace Anadolu’s certificate', async () => {
    const anadoluBefore = await current(anadoluId);
    const egeView = ZSigningCertificate.parse((await call(egeOwner, 'GET')).json());
    expect(egeView.fingerprintSha256).not.toBe(anadoluBefore?.fingerprintSha256);
    expect(egeView.subject).toContain('Ege Kafe');
    const enter = await t.app.inject({
      method: 'POST',
      url: '/api/auth/scope',
      headers: egeOwner,
      payload: { tenantId: anadoluId },
    });
    expect(enter.statusCode).toBeGreaterThanOrEqual(400);
    const put = await call(egeOwner, 'PUT', { pkcs12Base64, password: PASSWORD });
    expect(put.statusCode).toBe(200);
    // The upload lands in Ege's own tenant: the scope, not the body, picks the tenant.
    expect((await current(egeId))?.certificateDer.equals(upload.certificateDer)).toBe(true);
    expect((await current(anadoluId))?.fingerprintSha256).toBe(anadoluBefore?.fingerprintSha256);
  });

  it('replaces the certificate for the owner and writes an audit record without secrets', async () => {
    const res = await call(anadoluOwner, 'PUT', { pkcs12Base64, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const cert = ZSigningCertificate.parse(res.json());
    expect(cert.source).toBe('pkcs12');
    expect((await call(anadoluOwner, 'GET')).json()).toEqual(cert);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, anadoluId), eq(auditLog.entityType, 'signing-certificate')));
    expect(audit).toMatchObject({ action: 'update' });
    const logged = JSON.stringify(audit?.changes);
    expect(logged).toContain(cert.fingerprintSha256);
    expect(logged).not.toContain(PASSWORD);
    expect(logged).not.toContain(pkcs12Base64.slice(100, 160));
  });

  it('never answers with the password or key material', () => {
    const keyFragment = upload.pkcs8Der.toString('base64').slice(200, 260);
    const all = bodies.join('\n');
    expect(bodies.length).toBeGreaterThan(8);
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain(keyFragment);
    expect(all).not.toContain(pkcs12Base64.slice(100, 160));
    expect(all).not.toMatch(/privateKey|PRIVATE KEY/i);
  });
});
