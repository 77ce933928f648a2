import { beforeAll, describe, expect, it } from 'vitest';
import { verifyWithXmlsec1 } from '../../test/xmlsec';
import { makeTestInvoice } from '../ubl/invoice.test-support';
import { buildInvoiceXml } from '../ubl/invoice-xml';
import { signUbl } from './sign-ubl';
import { makeTestSigner } from './signing.test-support';
import { verifyUblSignature } from './verify-signature';
import { signWithXadesjs } from './xadesjs-signer.test-support';

const invoiceXml = buildInvoiceXml(makeTestInvoice('EARSIVFATURA'), {
  xslt: Buffer.from('<xsl:stylesheet version="1.0"/>'),
});
let signer: Awaited<ReturnType<typeof makeTestSigner>>;
let signed: string;
beforeAll(async () => {
  signer = await makeTestSigner();
  signed = await signUbl(invoiceXml, signer.material);
});

describe('verifyUblSignature', () => {
  it('accepts what another XAdES signer (xadesjs) made, as xmlsec1 does', async () => {
    const foreign = await signWithXadesjs(invoiceXml, signer.material);
    expect(verifyWithXmlsec1(foreign, { trustedDer: signer.certificateDer }).ok).toBe(true);
    expect(await verifyUblSignature(foreign)).toEqual({ valid: true });
  });

  it('accepts a signed document whose text was laid out again (same canonical form)', async () => {
    const relaid = signed
      .replace(/<cbc:Note>([^<]*)<\/cbc:Note>/, '<cbc:Note >$1</cbc:Note >')
      .replace('<cbc:CopyIndicator>', '<cbc:CopyIndicator\n>');
    expect(relaid).not.toBe(signed);
    expect(verifyWithXmlsec1(relaid).ok).toBe(true);
    expect(await verifyUblSignature(relaid)).toEqual({ valid: true });
  });

  it('refuses a second element carrying the SignedProperties Id (signature wrapping)', async () => {
    const id = /Id="(SignedProperties_[^"]+)"/.exec(signed)?.[1] ?? '';
    // Inside the signature, which the enveloped digest leaves out: only the Id lookup can see it.
    const wrapped = signed.replace(
      '</ds:Signature>',
      `<ds:Object><x:y xmlns:x="urn:x" Id="${id}"/></ds:Object></ds:Signature>`,
    );
    const check = await verifyUblSignature(wrapped);
    expect(check).toEqual({ valid: false, reason: `expected one element with Id '${id}'` });
  });

  it('refuses a Reference it cannot follow and a digest it does not trust', async () => {
    const properties = 'Type="http://uri.etsi.org/01903#SignedProperties">';
    const xpathTransform = signed.replace(
      properties,
      `${properties}<ds:Transforms><ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116"/></ds:Transforms>`,
    );
    // Each is refused for itself, before the changed SignedInfo fails the signature value.
    expect(await verifyUblSignature(xpathTransform)).toEqual({
      valid: false,
      reason: "unsupported transform 'http://www.w3.org/TR/1999/REC-xpath-19991116'",
    });
    const sha1 = signed.replace(
      `${properties}<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>`,
      `${properties}<ds:DigestMethod Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"/>`,
    );
    expect(sha1).not.toBe(signed);
    expect(await verifyUblSignature(sha1)).toEqual({
      valid: false,
      reason: 'unsupported digest method',
    });
  });

  it('refuses a signature value made over another SignedInfo', async () => {
    const other = await signUbl(invoiceXml, signer.material);
    const value = (xml: string) => /<ds:SignatureValue>([^<]+)/.exec(xml)?.[1] ?? '';
    const swapped = signed.replace(value(signed), value(other));
    expect(await verifyUblSignature(swapped)).toEqual({
      valid: false,
      reason: 'signature value does not match',
    });
  });
});
