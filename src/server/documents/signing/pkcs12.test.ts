import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPkcs12 } from './pkcs12';
import { Pkcs12Error, type TPkcs12Problem } from './pkcs12-error';
import { makePkcs12 } from './signing.test-support';
import { generateTestCertificate, type TGeneratedCertificate } from './test-certificate';

async function problemOf(read: () => Promise<unknown>): Promise<TPkcs12Problem> {
  try {
    await read();
  } catch (err) {
    if (err instanceof Pkcs12Error) return err.problem;
    throw err;
  }
  throw new Error('expected a Pkcs12Error');
}

let current: TGeneratedCertificate;
beforeAll(async () => {
  current = await generateTestCertificate({ tenantName: 'Anadolu Market A.Ş.', vkn: '1234567808' });
});

describe('readPkcs12', () => {
  it('returns the certificate and the key that belongs to it', async () => {
    const read = await readPkcs12(makePkcs12(current, 'gizli-Şifre'), 'gizli-Şifre');
    expect(read.certificateDer.equals(current.certificateDer)).toBe(true);
    const pub = (der: Buffer) =>
      crypto.createPublicKey(crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }));
    expect(
      pub(read.pkcs8Der)
        .export({ type: 'spki', format: 'der' })
        .equals(pub(current.pkcs8Der).export({ type: 'spki', format: 'der' })),
    ).toBe(true);
  });

  it('names a wrong password, a missing key, a foreign certificate and garbage', async () => {
    const p12 = makePkcs12(current, 'doğru');
    expect(await problemOf(() => readPkcs12(p12, 'yanlış'))).toBe('wrong-password');
    const certOnly = makePkcs12({ certificateDer: current.certificateDer }, 'x');
    expect(await problemOf(() => readPkcs12(certOnly, 'x'))).toBe('no-key');
    const other = await generateTestCertificate({ tenantName: 'Ege Kafe Ltd. Şti.' });
    const mixed = makePkcs12(
      { certificateDer: other.certificateDer, pkcs8Der: current.pkcs8Der },
      'x',
    );
    expect(await problemOf(() => readPkcs12(mixed, 'x'))).toBe('no-certificate');
    expect(await problemOf(() => readPkcs12(Buffer.from('not a pkcs12 file'), 'x'))).toBe(
      'malformed',
    );
  });

  it('refuses a certificate outside its validity period', async () => {
    const old = await generateTestCertificate({
      tenantName: 'Eski A.Ş.',
      now: new Date(Date.UTC(2015, 0, 1)),
    });
    expect(await problemOf(() => readPkcs12(makePkcs12(old, 'x'), 'x'))).toBe('expired');
    const p12 = makePkcs12(current, 'x');
    expect(
      await problemOf(() => readPkcs12(p12, 'x', { now: new Date(Date.UTC(2000, 0, 1)) })),
    ).toBe('not-yet-valid');
  });
});
