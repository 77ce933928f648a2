import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Pkcs12Error, readPkcs12, type TPkcs12Problem } from './pkcs12';
import { makePkcs12 } from './signing-fixtures';
import { generateTestCertificate, type TGeneratedCertificate } from './test-certificate';

function problemOf(read: () => unknown): TPkcs12Problem {
  try {
    read();
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
  it('returns the certificate and the key that belongs to it', () => {
    const read = readPkcs12(makePkcs12(current, 'gizli-Şifre'), 'gizli-Şifre');
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
    expect(problemOf(() => readPkcs12(p12, 'yanlış'))).toBe('wrong-password');
    expect(
      problemOf(() => readPkcs12(makePkcs12({ certificateDer: current.certificateDer }, 'x'), 'x')),
    ).toBe('no-key');
    const other = await generateTestCertificate({ tenantName: 'Ege Kafe Ltd. Şti.' });
    const mixed = makePkcs12(
      { certificateDer: other.certificateDer, pkcs8Der: current.pkcs8Der },
      'x',
    );
    expect(problemOf(() => readPkcs12(mixed, 'x'))).toBe('no-certificate');
    expect(problemOf(() => readPkcs12(Buffer.from('not a pkcs12 file'), 'x'))).toBe('malformed');
  });

  it('refuses a certificate outside its validity period', async () => {
    const old = await generateTestCertificate({
      tenantName: 'Eski A.Ş.',
      now: new Date(Date.UTC(2015, 0, 1)),
    });
    expect(problemOf(() => readPkcs12(makePkcs12(old, 'x'), 'x'))).toBe('expired');
    const p12 = makePkcs12(current, 'x');
    expect(problemOf(() => readPkcs12(p12, 'x', new Date(Date.UTC(2000, 0, 1))))).toBe(
      'not-yet-valid',
    );
  });
});
