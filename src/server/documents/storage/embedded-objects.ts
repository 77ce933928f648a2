import crypto from 'node:crypto';

/**
 * How a removed base64 text is written back: `lead`, the canonical base64 of the bytes cut into
 * lines of `width` characters (0: one line) joined by `separator`, then `trail`. Absent: the
 * canonical base64 alone, as the builders write it.
 */
export type TBase64Layout = { lead: string; width: number; separator: string; trail: string };
/** One embedded object taken out of the stored text at `offset`, kept by sha256 of its bytes. */
export type TSplice = { offset: number; sha256: string; layout?: TBase64Layout };
export type TExtracted = { text: string; splices: TSplice[]; blobs: Map<string, Buffer> };

// Texts are handled as latin1 strings: one character per byte, so every offset is a byte offset and
// any byte sequence (valid UTF-8 or not) comes back unchanged.
const EMBEDDED =
  /<((?:[A-Za-z_][\w.-]*:)?EmbeddedDocumentBinaryObject)(\s[^>]*)?>([^<]*)<\/\1[ \t\r\n]*>/g;
// Smaller objects cost more as a row of their own than they save.
export const MIN_EXTRACTED = 1024;

export function sha256Hex(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

function formatBase64(canonical: string, layout: TBase64Layout | undefined): string {
  if (!layout) return canonical;
  const lines: string[] = [];
  if (layout.width > 0) {
    for (let i = 0; i < canonical.length; i += layout.width) {
      lines.push(canonical.slice(i, i + layout.width));
    }
  } else {
    lines.push(canonical);
  }
  return layout.lead + lines.join(layout.separator) + layout.trail;
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 13 || c === 10;

/** The whitespace that ends `text`, found from the end (a `[ \t\r\n]*$` regex tries every position). */
function trailingSpace(text: string): string {
  let i = text.length;
  while (i > 0 && isSpace(text.charCodeAt(i - 1))) i--;
  return text.slice(i);
}

type TRead = { bytes: Buffer; sha256: string; layout?: TBase64Layout };

// Every document of a tenant embeds the same stylesheet, and its UBL and signed XML are packed
// together: the last texts read are compared (a memcmp) instead of decoded and hashed again.
const RECENT_READS = 4;
const recent = new Map<string, TRead | undefined>();

function readBase64(text: string): TRead | undefined {
  if (recent.has(text)) return recent.get(text);
  const read = decodeBase64(text);
  if (recent.size >= RECENT_READS) recent.delete(recent.keys().next().value ?? '');
  recent.set(text, read);
  return read;
}

/** The bytes and layout of a base64 text, or undefined when the layout cannot reproduce it exactly. */
function decodeBase64(text: string): TRead | undefined {
  const lead = /^[ \t\r\n]*/.exec(text)?.[0] ?? '';
  const trail = trailingSpace(text.slice(lead.length));
  const body = text.slice(lead.length, text.length - trail.length);
  const bytes = Buffer.from(body, 'base64');
  const firstBreak = /[ \t\r\n]+/.exec(body);
  const layout = {
    lead,
    width: firstBreak ? firstBreak.index : 0,
    separator: firstBreak ? firstBreak[0] : '',
    trail,
  };
  const plain = lead === '' && trail === '' && !firstBreak;
  const kept = plain ? undefined : layout;
  if (formatBase64(bytes.toString('base64'), kept) !== text) return undefined;
  const sha256 = sha256Hex(bytes);
  return kept ? { bytes, sha256, layout: kept } : { bytes, sha256 };
}

/**
 * Takes the base64 text of every large EmbeddedDocumentBinaryObject (the stylesheet each UBL-TR
 * document carries) out of `text`, leaving the element empty. Text whose exact form the layout
 * cannot reproduce stays where it is.
 */
export function extractEmbedded(text: string): TExtracted {
  const parts: string[] = [];
  const splices: TSplice[] = [];
  const blobs = new Map<string, Buffer>();
  let from = 0;
  let removed = 0;
  for (const m of text.matchAll(EMBEDDED)) {
    const base64 = m[3] ?? '';
    if (base64.length < MIN_EXTRACTED) continue;
    const read = readBase64(base64);
    if (!read) continue;
    const start = m.index + m[0].indexOf('>') + 1;
    const { sha256 } = read;
    blobs.set(sha256, read.bytes);
    parts.push(text.slice(from, start));
    splices.push({ offset: start - removed, sha256, ...(read.layout && { layout: read.layout }) });
    from = start + base64.length;
    removed += base64.length;
  }
  parts.push(text.slice(from));
  return { text: parts.join(''), splices, blobs };
}

/** Writes the removed texts back; a missing object or a splice out of order throws. */
export function spliceEmbedded(
  text: string,
  splices: readonly TSplice[],
  blobs: ReadonlyMap<string, Buffer>,
): string {
  const parts: string[] = [];
  let from = 0;
  for (const s of splices) {
    const bytes = blobs.get(s.sha256);
    if (!bytes) throw new Error(`embedded object ${s.sha256} is missing`);
    if (s.offset < from || s.offset > text.length) throw new Error('splice offset out of range');
    parts.push(text.slice(from, s.offset), formatBase64(bytes.toString('base64'), s.layout));
    from = s.offset;
  }
  parts.push(text.slice(from));
  return parts.join('');
}
