import { beforeAll, describe, expect, it } from 'vitest';
import { verifyWithXmlsec1 } from '../test/xmlsec';
import { signBuiltInPool } from './signing/sign-pool';
import { signXml } from './signing/sign-ubl';
import { STYLESHEETS_KEPT } from './signing/signer-stylesheets';
import { makeTestSigner } from './signing/signing.test-support';
import { verifyUblSignature } from './signing/verify-signature';
import { standInStylesheet, splicedBytes, stylesheetBase64 } from './spliced-xml';
import { gibDir, unsignedDocuments } from './storage/built-documents.test-support';
import { sha256Hex } from './storage/embedded-objects';
import { packBuilt, unpack } from './storage/packed-file';
import { packSpliced } from './storage/packed-spliced';
import { readDefaultXslt } from './ubl/default-xslt';

let signer: Awaited<ReturnType<typeof makeTestSigner>>;
beforeAll(async () => {
  signer = await makeTestSigner();
});

/** Every kind of document, built with the real stylesheet and with a stand-in for it. */
function bothWays() {
  const real = (kind: 'invoice' | 'despatchAdvice') => readDefaultXslt(gibDir, kind);
  const standIn = standInStylesheet();
  const whole = unsignedDocuments(real);
  const spliced = unsignedDocuments(() => standIn.xslt);
  return whole.map((doc, i) => {
    const text = spliced[i]?.xml ?? '';
    const base64 = stylesheetBase64(real(doc.kind));
    return { ...doc, spliced: { text, token: standIn.token, base64 }, xslt: real(doc.kind) };
  });
}

describe('a document held as short text with its stylesheet token', () => {
  it('gives, spliced, the very bytes a build with the real stylesheet gives', () => {
    for (const doc of bothWays()) {
      expect(splicedBytes(doc.spliced).equals(Buffer.from(doc.xml, 'utf8')), doc.name).toBe(true);
    }
  });

  it('is signed over its whole canonical form: xmlsec1 and our verifier accept the spliced bytes', async () => {
    for (const doc of bothWays()) {
      const signed = {
        ...doc.spliced,
        text: signXml(doc.spliced.text, signer.material, doc.spliced),
      };
      const bytes = splicedBytes(signed).toString('utf8');
      const xmlsec = verifyWithXmlsec1(bytes, { trustedDer: signer.certificateDer });
      expect(xmlsec.ok, `${doc.name}: ${xmlsec.output}`).toBe(true);
      expect(await verifyUblSignature(bytes), doc.name).toEqual({ valid: true });
    }
  });

  it('packs into the rows packBuilt makes of the whole files', () => {
    for (const doc of bothWays()) {
      const signed = {
        ...doc.spliced,
        text: signXml(doc.spliced.text, signer.material, doc.spliced),
      };
      const wholeUbl = splicedBytes(doc.spliced);
      const wholeSigned = splicedBytes(signed);
      const expected = packBuilt(wholeUbl, wholeSigned);
      const files = packSpliced(doc.spliced, signed, sha256Hex(doc.xslt));
      expect(files, doc.name).toEqual(expected.files);
      const [ubl, signedRow] = files;
      if (!ubl || !signedRow) throw new Error('a packed row is missing');
      expect(unpack(ubl, signedRow.content, expected.blobs).equals(wholeUbl)).toBe(true);
      expect(unpack(signedRow, undefined, expected.blobs).equals(wholeSigned)).toBe(true);
    }
  });

  it('is signed and packed on the worker pool, the signed bytes handed back whole', async () => {
    const [doc] = bothWays();
    if (!doc) throw new Error('no document');
    const made = await signBuiltInPool(doc.spliced, sha256Hex(doc.xslt), signer.material);
    expect(verifyWithXmlsec1(made.signed.toString('utf8')).ok).toBe(true);
    const [, signedRow] = made.files;
    expect(signedRow?.sha256).toBe(sha256Hex(made.signed));
  });
});

describe('the signing pool’s stylesheets', () => {
  it('sends a stylesheet again once its worker has forgotten it', async () => {
    const [doc] = bothWays();
    if (!doc) throw new Error('no document');
    // One after another, the documents all go to the same worker.
    const keys = Array.from({ length: STYLESHEETS_KEPT + 8 }, (_, i) => `${i}`.padStart(64, '0'));
    for (const key of [...keys, keys[0] ?? '']) {
      const made = await signBuiltInPool(doc.spliced, key, signer.material);
      expect(made.signed.length).toBeGreaterThan(doc.spliced.base64.length);
    }
  });
});
