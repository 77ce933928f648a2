import { beforeAll, describe, expect, it } from 'vitest';
import { makeTestSigner } from '../signing/signing.test-support';
import { verifyUblSignature } from '../signing/verify-signature';
import { builtDocuments, type TBuiltDocument } from './built-documents.test-support';
import { extractEmbedded, spliceEmbedded } from './embedded-objects';
import {
  packBuilt,
  packStandalone,
  StoredFileCorruptError,
  unpack,
  type TPacked,
} from './packed-file';

function readBack(packed: TPacked): { ubl: Buffer; signed: Buffer } {
  const [ubl, signed] = packed.files;
  if (!ubl || !signed) throw new Error('a packed file is missing');
  return {
    ubl: unpack(ubl, signed.content, packed.blobs),
    signed: unpack(signed, undefined, packed.blobs),
  };
}

function withStylesheet(base64: string): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Invoice><cac:Attachment>` +
      `<cbc:EmbeddedDocumentBinaryObject filename="a.xslt">${base64}</cbc:EmbeddedDocumentBinaryObject>` +
      `</cac:Attachment><cbc:Note>Şube ürünü</cbc:Note></Invoice>`,
    'utf8',
  );
}

function flipped(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy.writeUInt8(copy.readUInt8(at) ^ 1, at);
  return copy;
}

const stylesheet = Buffer.from(`<xsl:stylesheet>${'<xsl:text>ğüşiöç</xsl:text>'.repeat(200)}`);

describe('packing every kind of document posbelge builds', () => {
  let documents: TBuiltDocument[] = [];
  beforeAll(async () => {
    documents = await builtDocuments((await makeTestSigner()).material);
  }, 120_000);

  it('gives back the exact UBL and signed XML, the signature still verifying', async () => {
    expect(documents.length).toBeGreaterThan(10);
    for (const doc of documents) {
      const packed = packBuilt(doc.ubl, doc.signed);
      const back = readBack(packed);
      expect(back.ubl.equals(doc.ubl), doc.name).toBe(true);
      expect(back.signed.equals(doc.signed), doc.name).toBe(true);
      expect(await verifyUblSignature(back.signed.toString('utf8')), doc.name).toEqual({
        valid: true,
      });
    }
  });

  it('keeps the stylesheet out of both rows and the UBL as a few bytes', () => {
    for (const doc of documents) {
      const packed = packBuilt(doc.ubl, doc.signed);
      const [ubl, signed] = packed.files;
      expect(packed.blobs.size, doc.name).toBe(1);
      expect(ubl?.content.length, doc.name).toBeLessThan(100);
      expect(signed?.content.length, doc.name).toBeLessThan(doc.signed.length / 10);
    }
  });
});

describe('embedded objects', () => {
  it.each([
    ['one line', stylesheet.toString('base64')],
    ['76-character lines with CRLF', stylesheet.toString('base64').replace(/.{76}/g, '$&\r\n')],
    [
      'indented lines',
      `\n      ${stylesheet.toString('base64').replace(/.{64}/g, '$&\n      ')}\n    `,
    ],
  ])('splices back %s byte for byte', (_name, base64) => {
    const file = withStylesheet(base64);
    const packed = packStandalone(file);
    expect(packed.blobs.size).toBe(1);
    expect(packed.files[0]?.content.length).toBeLessThan(300);
    expect(
      unpack(
        packed.files[0] ?? { content: file, packing: null, sha256: '' },
        undefined,
        packed.blobs,
      ),
    ).toEqual(file);
  });

  it('leaves a text it cannot reproduce exactly where it is', () => {
    const ragged = stylesheet
      .toString('base64')
      .replace(/.{76}/, '$&\n')
      .replace(/.{300}$/, '$&\n');
    const extracted = extractEmbedded(withStylesheet(ragged).toString('latin1'));
    expect(extracted.splices).toEqual([]);
    expect(extracted.text).toBe(withStylesheet(ragged).toString('latin1'));
  });

  it('refuses a splice whose object is missing', () => {
    expect(() =>
      spliceEmbedded('<a></a>', [{ offset: 3, sha256: 'f'.repeat(64) }], new Map()),
    ).toThrow(/missing/);
  });
});

describe('a corrupted stored part fails loudly', () => {
  const ubl = withStylesheet(stylesheet.toString('base64'));
  const signed = Buffer.from(
    ubl
      .toString('utf8')
      .replace(
        '<Invoice>',
        '<Invoice><ext:ExtensionContent><ds:Signature/></ext:ExtensionContent>',
      ),
  );
  const packed = packBuilt(ubl, signed);
  const [ublFile, signedFile] = packed.files;
  if (!ublFile || !signedFile) throw new Error('a packed file is missing');

  it('the signed row', () => {
    const content = flipped(signedFile.content, signedFile.content.length - 20);
    expect(() => unpack({ ...signedFile, content }, undefined, packed.blobs)).toThrow(
      StoredFileCorruptError,
    );
  });

  it('the stylesheet', () => {
    const blobs = new Map(
      [...packed.blobs].map(([k, v]) => [k, Buffer.concat([v, Buffer.from(' ')])]),
    );
    expect(() => unpack(signedFile, undefined, blobs)).toThrow(StoredFileCorruptError);
  });

  it("the UBL's base, its packing or its missing stylesheet", () => {
    const base = flipped(signedFile.content, 5);
    expect(() => unpack(ublFile, base, packed.blobs)).toThrow(StoredFileCorruptError);
    expect(() => unpack(ublFile, undefined, packed.blobs)).toThrow(StoredFileCorruptError);
    expect(() =>
      unpack({ ...ublFile, packing: { splices: 'x' } }, signedFile.content, packed.blobs),
    ).toThrow(StoredFileCorruptError);
    expect(() => unpack(ublFile, signedFile.content, new Map())).toThrow(StoredFileCorruptError);
  });

  it('a row stored whole (older documents, renders) is checked too', () => {
    const whole = { content: Buffer.from('<a/>'), packing: null, sha256: '0'.repeat(64) };
    expect(() => unpack(whole, undefined, new Map())).toThrow(StoredFileCorruptError);
  });
});
