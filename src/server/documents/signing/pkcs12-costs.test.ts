import { beforeAll, describe, expect, it } from 'vitest';
import { readPkcs12 } from './pkcs12';
import { MAX_PKCS12_ITERATIONS, pkcs12IterationCounts } from './pkcs12-costs';
import { Pkcs12Error } from './pkcs12-error';
import { makePkcs12, withIterations } from './signing.test-support';
import { generateTestCertificate, type TGeneratedCertificate } from './test-certificate';

const FIFTY_MILLION = 50_000_000;
// A count no other INTEGER of the file holds, so the fixture can find and rewrite it.
const MARK = 2049;

async function refusal(read: Promise<unknown>): Promise<Pkcs12Error> {
  const err = await read.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof Pkcs12Error)) throw new Error(`expected a Pkcs12Error, got ${String(err)}`);
  return err;
}

let cert: TGeneratedCertificate;
let marked: Buffer;
// Allowed, yet slow enough in forge that a synchronous parse would hold the event loop.
let slow: Buffer;
beforeAll(async () => {
  cert = await generateTestCertificate({ tenantName: 'Anadolu Market A.Ş.', vkn: '1234567808' });
  marked = makePkcs12(cert, 'x', { iterations: MARK });
  slow = makePkcs12(cert, 'x', { iterations: 20_000 });
});

describe('PKCS#12 iteration counts', () => {
  it('are read before any password is tried: the MAC and the key derivation', () => {
    expect(pkcs12IterationCounts(marked)).toEqual({ mac: MARK, pbe: [MARK] });
  });

  it('refuse a MAC iteration count of 50,000,000 without running it', async () => {
    const hostile = withIterations(marked, 'mac', MARK, FIFTY_MILLION);
    expect(pkcs12IterationCounts(hostile).mac).toBe(FIFTY_MILLION);
    const err = await refusal(readPkcs12(hostile, 'x'));
    expect(err.problem).toBe('too-costly');
    expect(err.details).toEqual({
      iterations: FIFTY_MILLION,
      maxIterations: MAX_PKCS12_ITERATIONS,
    });
  });

  it('refuse a PBKDF2 iteration count of 50,000,000 on the key', async () => {
    const hostile = withIterations(marked, 'pbe', MARK, FIFTY_MILLION);
    expect(pkcs12IterationCounts(hostile)).toEqual({ mac: MARK, pbe: [FIFTY_MILLION] });
    const err = await refusal(readPkcs12(hostile, 'x'));
    expect(err.details).toMatchObject({ iterations: FIFTY_MILLION });
  });

  it('refuse an oversized file before parsing it', async () => {
    const err = await refusal(readPkcs12(Buffer.alloc(200 * 1024, 0x30), 'x'));
    expect(err.problem).toBe('too-large');
  });
});

describe('the PKCS#12 parse', () => {
  it('leaves the event loop free while a costly but allowed file opens', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    try {
      const read = await readPkcs12(slow, 'x');
      expect(read.certificateDer.equals(cert.certificateDer)).toBe(true);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(0);
  });

  it('is stopped when it outlives its time limit', async () => {
    const err = await refusal(readPkcs12(slow, 'x', { timeoutMs: 1 }));
    expect(err.problem).toBe('too-costly');
    expect(err.details).toMatchObject({ reason: 'timeout' });
  });
});
