import crypto from 'node:crypto';

/**
 * A document's XML held as a short text in which one token stands where the base64 text of its
 * embedded stylesheet (~260 KB, the same in every document of a store) goes. The builder embeds
 * a stylesheet only as its base64 text, so building with a stand-in stylesheet and putting the
 * real base64 text in place of the stand-in's gives the very bytes a build with the real one
 * gives; meanwhile the document is parsed, canonicalized, signed and packed as the short text,
 * and the big text is only ever copied as bytes.
 */
export type TSplicedXml = { text: string; token: string; base64: Buffer };

/** A stylesheet to build with instead of the real one, and the token its base64 text makes. */
export function standInStylesheet(): { xslt: Buffer; token: string } {
  const xslt = Buffer.from(`posbelge-stylesheet-${crypto.randomUUID()}`, 'latin1');
  return { xslt, token: xslt.toString('base64') };
}

// The same few stylesheets every time: their base64 bytes are made once each.
const base64Bytes = new WeakMap<Buffer, Buffer>();

/** The base64 text of a stylesheet, as ASCII bytes (what the builder embeds, byte for byte). */
export function stylesheetBase64(xslt: Buffer): Buffer {
  let bytes = base64Bytes.get(xslt);
  if (!bytes) {
    bytes = Buffer.from(xslt.toString('base64'), 'latin1');
    base64Bytes.set(xslt, bytes);
  }
  return bytes;
}

/** Where the token is: exactly once, or the text is not what this module made. */
export function tokenAt(text: string, token: string): number {
  const at = text.indexOf(token);
  if (at < 0 || text.indexOf(token, at + token.length) >= 0) {
    throw new Error('the stylesheet token is not in the document exactly once');
  }
  return at;
}

/** The document's bytes: the text with the base64 text in place of its token. */
export function splicedBytes(doc: TSplicedXml): Buffer {
  const at = tokenAt(doc.text, doc.token);
  return Buffer.concat([
    Buffer.from(doc.text.slice(0, at), 'utf8'),
    doc.base64,
    Buffer.from(doc.text.slice(at + doc.token.length), 'utf8'),
  ]);
}
