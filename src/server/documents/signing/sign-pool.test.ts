import os from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTestInvoice } from '../ubl/invoice.test-support';
import { buildInvoiceXml } from '../ubl/invoice-xml';
import { signingWorkersStarted, signUblInPool } from './sign-pool';
import { UblSigningError } from './sign-ubl';
import { makeTestSigner } from './signing.test-support';
import { verifyUblSignature } from './verify-signature';

const invoiceXml = buildInvoiceXml(makeTestInvoice('EARSIVFATURA'), {
  xslt: Buffer.from('<xsl:stylesheet/>'),
});
let signer: Awaited<ReturnType<typeof makeTestSigner>>;
beforeAll(async () => {
  signer = await makeTestSigner();
});

describe('signUblInPool', () => {
  it('signs on worker threads, at most one per core, and each signature verifies', async () => {
    const before = signingWorkersStarted();
    const signed = await Promise.all(
      Array.from({ length: 8 }, () => signUblInPool(invoiceXml, signer.material)),
    );
    for (const xml of signed) expect(await verifyUblSignature(xml)).toEqual({ valid: true });
    // Each signature has its own id: eight different documents, not one answer handed around.
    expect(new Set(signed).size).toBe(8);
    expect(signingWorkersStarted() - before).toBeLessThanOrEqual(os.availableParallelism());
  }, 60_000);

  it('hands back the signer’s refusal as a UblSigningError', async () => {
    const noSlot = invoiceXml.replace(/<ext:UBLExtensions>[\s\S]*<\/ext:UBLExtensions>/, '');
    await expect(signUblInPool(noSlot, signer.material)).rejects.toBeInstanceOf(UblSigningError);
  }, 60_000);
});
