import os from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { standInStylesheet, stylesheetBase64 } from '../spliced-xml';
import { sha256Hex } from '../storage/embedded-objects';
import { makeTestInvoice } from '../ubl/invoice.test-support';
import { buildInvoiceXml } from '../ubl/invoice-xml';
import { signBuiltInPool, signingWorkersStarted } from './sign-pool';
import { UblSigningError } from './sign-ubl';
import { makeTestSigner } from './signing.test-support';
import { verifyUblSignature } from './verify-signature';

const xslt = Buffer.from('<xsl:stylesheet/>');
const standIn = standInStylesheet();
const invoice = {
  text: buildInvoiceXml(makeTestInvoice('EARSIVFATURA'), { xslt: standIn.xslt }),
  token: standIn.token,
  base64: stylesheetBase64(xslt),
};
let signer: Awaited<ReturnType<typeof makeTestSigner>>;
beforeAll(async () => {
  signer = await makeTestSigner();
});

describe('signBuiltInPool', () => {
  it('signs on worker threads, at most one per core, and each signature verifies', async () => {
    const before = signingWorkersStarted();
    const made = await Promise.all(
      Array.from({ length: 8 }, () => signBuiltInPool(invoice, sha256Hex(xslt), signer.material)),
    );
    const signed = made.map((m) => m.signed.toString('utf8'));
    for (const xml of signed) expect(await verifyUblSignature(xml)).toEqual({ valid: true });
    // Each signature has its own id: eight different documents, not one answer handed around.
    expect(new Set(signed).size).toBe(8);
    const workers = signingWorkersStarted() - before;
    expect(workers).toBeGreaterThan(0);
    expect(workers).toBeLessThanOrEqual(os.availableParallelism());
  }, 60_000);

  it('hands back the signer’s refusal as a UblSigningError', async () => {
    const text = invoice.text.replace(/<ext:UBLExtensions>[\s\S]*<\/ext:UBLExtensions>/, '');
    await expect(
      signBuiltInPool({ ...invoice, text }, sha256Hex(xslt), signer.material),
    ).rejects.toBeInstanceOf(UblSigningError);
  }, 60_000);
});
