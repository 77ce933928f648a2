import crypto from 'node:crypto';
import { tokenAt, type TSplicedXml } from '../spliced-xml';
import { MIN_EXTRACTED } from './embedded-objects';
import { commonPrefix, commonSuffix, packBuilt, type TPackedFile } from './packed-file';

type TSplit = { before: Buffer; after: Buffer; sha256: string };

function split(doc: TSplicedXml): TSplit {
  const at = tokenAt(doc.text, doc.token);
  const before = Buffer.from(doc.text.slice(0, at), 'utf8');
  const after = Buffer.from(doc.text.slice(at + doc.token.length), 'utf8');
  const sha256 = crypto
    .createHash('sha256')
    .update(before)
    .update(doc.base64)
    .update(after)
    .digest('hex');
  return { before, after, sha256 };
}

const latin1 = (b: Buffer) => b.toString('latin1');

/**
 * packBuilt for a UBL and its signed XML held as short texts with the stylesheet's token
 * (spliced-xml.ts; both with the same token and base64 text), from the short texts: the same rows
 * packBuilt makes of the whole files, the stylesheet spliced out of both (its bytes have
 * `blobSha256`), the UBL stored as what differs from the signed XML. Returns [ubl, signed].
 */
export function packSpliced(
  ubl: TSplicedXml,
  signed: TSplicedXml,
  blobSha256: string,
): TPackedFile[] {
  // Too small a stylesheet is left in place, as packBuilt leaves it.
  if (signed.base64.length < MIN_EXTRACTED) {
    const whole = (doc: TSplicedXml) => {
      const at = tokenAt(doc.text, doc.token);
      const text =
        doc.text.slice(0, at) + latin1(doc.base64) + doc.text.slice(at + doc.token.length);
      return Buffer.from(text, 'utf8');
    };
    return packBuilt(whole(ubl), whole(signed)).files;
  }
  const s = split(signed);
  const u = split(ubl);
  const signedFile: TPackedFile = {
    content: Buffer.concat([s.before, s.after]),
    packing: { splices: [{ offset: s.before.length, sha256: blobSha256 }] },
    sha256: s.sha256,
  };
  const base = latin1(signedFile.content);
  const stripped = latin1(Buffer.concat([u.before, u.after]));
  const prefix = commonPrefix(stripped, base);
  const suffix = commonSuffix(stripped, base, prefix);
  const ublFile: TPackedFile = {
    content: Buffer.from(stripped.slice(prefix, stripped.length - suffix), 'latin1'),
    packing: {
      splices: [{ offset: u.before.length, sha256: blobSha256 }],
      base: { kind: 'signed', prefix, suffix },
    },
    sha256: u.sha256,
  };
  return [ublFile, signedFile];
}
