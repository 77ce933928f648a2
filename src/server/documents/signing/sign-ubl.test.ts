import { beforeAll, describe, expect, it } from 'vitest';
import { requireGibPackage, testGibDir } from '../../test/gib-packages';
import { verifyWithXmlsec1 } from '../../test/xmlsec';
import { readDefaultInvoiceXslt } from '../gib-dir';
import { makeTestDespatchAdvice } from '../ubl/despatch.test-support';
import { buildDespatchAdviceXml } from '../ubl/despatch-xml';
import { makeTestInvoice, SUPPORTED_INVOICE_COMBINATIONS } from '../ubl/invoice.test-support';
import { buildInvoiceXml } from '../ubl/invoice-xml';
import { validateUblXsd } from '../validation/xsd';
import { signUbl, UblSigningError } from './sign-ubl';
import { makeTestSigner } from './signing.test-support';
import { measureSigningRate, measureVerifyRate } from './signing-rate.test-support';
import { verifyUblSignature } from './verify-signature';

requireGibPackage('ubl-tr-1.2.1/xsdrt');
const gibDir = testGibDir;
const xslt = readDefaultInvoiceXslt(gibDir);
const invoiceXml = buildInvoiceXml(makeTestInvoice('EARSIVFATURA'), { xslt });

let signer: Awaited<ReturnType<typeof makeTestSigner>>;
let signed: string;
beforeAll(async () => {
  signer = await makeTestSigner();
  signed = await signUbl(invoiceXml, signer.material);
});

const count = (xml: string, pattern: RegExp) => xml.match(pattern)?.length ?? 0;

describe('signUbl on an invoice', () => {
  it('passes xmlsec1 with the tenant certificate trusted, and our own verifier', async () => {
    const xmlsec = verifyWithXmlsec1(signed, { trustedDer: signer.certificateDer });
    expect(xmlsec.output).toContain('SignedInfo References (ok/all): 2/2');
    expect(xmlsec.ok).toBe(true);
    expect(await verifyUblSignature(signed)).toEqual({ valid: true });
  });

  it('still passes GİB XSD once signed', async () => {
    expect(await validateUblXsd(signed, { gibDir, kind: 'invoice' })).toEqual({
      valid: true,
      errors: [],
    });
  });

  it("follows GİB's profile", () => {
    const signature =
      /<ext:ExtensionContent>(<ds:Signature .*<\/ds:Signature>)<\/ext:ExtensionContent>/s.exec(
        signed,
      )?.[1] ?? '';
    expect(signature).not.toBe('');
    expect(signature).toContain('xmldsig-more#rsa-sha256');
    expect(signature).not.toMatch(/rsa-sha1|#sha1/);
    expect(count(signature, /<ds:Reference /g)).toBe(2);
    const whole = /<ds:Reference URI="">(.*?)<\/ds:Reference>/.exec(signature)?.[1] ?? '';
    expect(count(whole, /<ds:Transform /g)).toBe(1);
    expect(whole).toContain('xmldsig#enveloped-signature');
    expect(signature).toMatch(
      /<ds:Reference URI="#SignedProperties_[^"]+" Type="http:\/\/uri.etsi.org\/01903#SignedProperties">/,
    );
    expect(signature).toContain('<ds:X509Certificate>');
    expect(signature).toContain('<ds:RSAKeyValue>');
    expect(signature).toMatch(/<xades:SigningTime>[^<]+<\/xades:SigningTime>/);
    expect(signature).toMatch(
      /<xades:CertDigest><ds:DigestMethod Algorithm="http:\/\/www.w3.org\/2001\/04\/xmlenc#sha256"\/>/,
    );
    expect(signature).toContain('<ds:X509SerialNumber>');
    expect(signature).toContain('<xades:ClaimedRole>Tedarikçi</xades:ClaimedRole>');
  });

  it('gives every signature its own ids', async () => {
    const again = await signUbl(invoiceXml, signer.material);
    const ids = (xml: string) => [...xml.matchAll(/ Id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(signed)).toHaveLength(2);
    expect(ids(again).filter((id) => ids(signed).includes(id))).toEqual([]);
  });

  it('a changed amount fails xmlsec1 and verifyUblSignature', async () => {
    const tampered = signed.replace(/(<cbc:PayableAmount currencyID="TRY">)[^<]+/, '$1' + '1.00');
    expect(tampered).not.toBe(signed);
    expect(verifyWithXmlsec1(tampered, { trustedDer: signer.certificateDer }).ok).toBe(false);
    const check = await verifyUblSignature(tampered);
    expect(check.valid).toBe(false);
    expect(check.reason).toContain("Invalid digest for uri ''");
  });

  it('a changed signed property fails both verifiers', async () => {
    const tampered = signed.replace('Tedarikçi', 'Alıcı');
    expect(verifyWithXmlsec1(tampered).ok).toBe(false);
    expect((await verifyUblSignature(tampered)).valid).toBe(false);
  });

  it('another certificate in KeyInfo fails verifyUblSignature', async () => {
    const other = await makeTestSigner('Ege Kafe Ltd. Şti.');
    const swapped = signed.replace(
      /<ds:X509Certificate>[^<]+/,
      `<ds:X509Certificate>${other.certificateDer.toString('base64')}`,
    );
    expect((await verifyUblSignature(swapped)).valid).toBe(false);
  });

  it('an unsigned or broken document is not valid', async () => {
    expect((await verifyUblSignature(invoiceXml)).valid).toBe(false);
    expect((await verifyUblSignature('not xml')).valid).toBe(false);
    expect((await verifyUblSignature(signed.slice(0, -20))).valid).toBe(false);
  });
});

describe('signUbl on every invoice the builder makes', () => {
  it.each(SUPPORTED_INVOICE_COMBINATIONS)('%s %s passes xmlsec1', async (profile, type) => {
    const xml = buildInvoiceXml(makeTestInvoice(profile, type), { xslt: Buffer.from('<x/>') });
    const out = await signUbl(xml, signer.material);
    const xmlsec = verifyWithXmlsec1(out, { trustedDer: signer.certificateDer });
    expect(xmlsec.output).toContain('OK');
    expect(xmlsec.ok).toBe(true);
    expect(await verifyUblSignature(out)).toEqual({ valid: true });
  });
});

describe('signUbl on other input', () => {
  it('signs a DespatchAdvice that passes xmlsec1, the XSD and verifyUblSignature', async () => {
    const xml = buildDespatchAdviceXml(makeTestDespatchAdvice('SEVK'), { xslt });
    const out = await signUbl(xml, signer.material);
    expect(verifyWithXmlsec1(out, { trustedDer: signer.certificateDer }).ok).toBe(true);
    expect(await verifyUblSignature(out)).toEqual({ valid: true });
    expect(await validateUblXsd(out, { gibDir, kind: 'despatchAdvice' })).toEqual({
      valid: true,
      errors: [],
    });
  });

  it('drops document-level processing instructions, which would break the digest', async () => {
    const withPi =
      invoiceXml.replace(
        '<Invoice ',
        '<?xml-stylesheet type="text/xsl" href="general.xslt"?>\n<!-- not signed -->\n<Invoice ',
      ) + '<?after-root x?><!-- trailing -->';
    const out = await signUbl(withPi, signer.material);
    expect(out).not.toMatch(/xml-stylesheet|after-root|<!--/);
    expect(out).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<Invoice /);
    expect(verifyWithXmlsec1(out).ok).toBe(true);
  });

  it('refuses a document without an empty signature slot', async () => {
    await expect(signUbl(signed, signer.material)).rejects.toThrow(UblSigningError);
    await expect(signUbl('<Order xmlns="urn:x"/>', signer.material)).rejects.toThrow(
      UblSigningError,
    );
  });

  it('reports its rates', async () => {
    const signing = await measureSigningRate(invoiceXml, signer.material, 20);
    const checking = await measureVerifyRate(signed, 20);
    const kib = Math.round(invoiceXml.length / 1024);
    for (const [name, r] of [
      ['signUbl', signing],
      ['verifyUblSignature', checking],
    ] as const) {
      console.log(
        `${name}: ${r.perSecond.toFixed(1)}/s (${(r.ms / r.count).toFixed(1)} ms each, ${kib} KiB invoice)`,
      );
    }
    expect(signing.perSecond).toBeGreaterThan(0);
    expect(checking.perSecond).toBeGreaterThan(0);
  });
});
