import { z } from 'zod';
import { extractEmbedded, sha256Hex, spliceEmbedded } from './embedded-objects';

const ZLayout = z.object({
  lead: z.string(),
  width: z.number().int().min(0),
  separator: z.string(),
  trail: z.string(),
});
const ZSplice = z.object({
  offset: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  layout: ZLayout.optional(),
});

/**
 * How a stored row's content becomes the file. `splices`: embedded objects taken out (kept in
 * document_blobs). `base`: the content is only the middle of the file; the first `prefix` and the
 * last `suffix` bytes are those of the stored content of the document's signed row (the UBL is the
 * signed XML without its signature). A row without packing holds the file itself.
 */
export const ZPacking = z.object({
  splices: z.array(ZSplice),
  base: z
    .object({
      kind: z.literal('signed'),
      prefix: z.number().int().min(0),
      suffix: z.number().int().min(0),
    })
    .optional(),
});
export type TPacking = z.infer<typeof ZPacking>;

export type TPackedFile = { content: Buffer; packing: TPacking; sha256: string };
export type TPacked = { files: TPackedFile[]; blobs: Map<string, Buffer> };

/** A stored part does not give back the file it was made from: never served, never repaired. */
export class StoredFileCorruptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoredFileCorruptError';
  }
}

const latin1 = (b: Buffer) => b.toString('latin1');

export function commonPrefix(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

export function commonSuffix(a: string, b: string, prefix: number): number {
  const max = Math.min(a.length, b.length) - prefix;
  let i = 0;
  while (i < max && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++;
  return i;
}

/** Packs one file on its own: its embedded objects go to blobs. */
export function packStandalone(file: Buffer): TPacked {
  const { text, splices, blobs } = extractEmbedded(latin1(file));
  const content = Buffer.from(text, 'latin1');
  return { files: [{ content, packing: { splices }, sha256: sha256Hex(file) }], blobs };
}

/**
 * Packs a document's UBL and signed XML: the signed one without its embedded objects, the UBL as
 * what differs from it (the empty signature slot), so the shared text is stored once.
 * Returns [ubl, signed].
 */
export function packBuilt(ubl: Buffer, signed: Buffer): TPacked {
  const signedPacked = packStandalone(signed);
  const [signedFile] = signedPacked.files;
  if (!signedFile) throw new Error('unreachable: a packed file is missing');
  const stripped = extractEmbedded(latin1(ubl));
  const base = latin1(signedFile.content);
  const prefix = commonPrefix(stripped.text, base);
  const suffix = commonSuffix(stripped.text, base, prefix);
  const middle = stripped.text.slice(prefix, stripped.text.length - suffix);
  const ublFile: TPackedFile = {
    content: Buffer.from(middle, 'latin1'),
    packing: { splices: stripped.splices, base: { kind: 'signed', prefix, suffix } },
    sha256: sha256Hex(ubl),
  };
  const blobs = new Map([...signedPacked.blobs, ...stripped.blobs]);
  return { files: [ublFile, signedFile], blobs };
}

export type TStoredPart = { content: Buffer; packing: unknown; sha256: string };

/**
 * The file a stored row stands for, checked against its sha256. `base` is the stored content of the
 * signed row when the packing names it; `blobs` holds the embedded objects it names.
 */
export function unpack(
  row: TStoredPart,
  base: Buffer | undefined,
  blobs: ReadonlyMap<string, Buffer>,
): Buffer {
  const file = row.packing == null ? row.content : rebuild(row, base, blobs);
  if (sha256Hex(file) !== row.sha256) {
    throw new StoredFileCorruptError('stored file does not match its sha256');
  }
  return file;
}

function rebuild(row: TStoredPart, base: Buffer | undefined, blobs: ReadonlyMap<string, Buffer>) {
  const parsed = ZPacking.safeParse(row.packing);
  if (!parsed.success) throw new StoredFileCorruptError('stored file has an unreadable packing');
  const packing = parsed.data;
  let text = latin1(row.content);
  if (packing.base) {
    if (!base) throw new StoredFileCorruptError('stored file lacks its signed base');
    const whole = latin1(base);
    const { prefix, suffix } = packing.base;
    if (prefix + suffix > whole.length) {
      throw new StoredFileCorruptError('stored file does not fit its signed base');
    }
    text = whole.slice(0, prefix) + text + whole.slice(whole.length - suffix);
  }
  try {
    return Buffer.from(spliceEmbedded(text, packing.splices, blobs), 'latin1');
  } catch (err) {
    throw new StoredFileCorruptError(`stored file cannot be rebuilt: ${(err as Error).message}`);
  }
}

/** The blob keys a packing needs (an unreadable packing needs none: reading it fails anyway). */
export function blobKeysOf(packing: unknown): string[] {
  const parsed = ZPacking.safeParse(packing);
  return parsed.success ? parsed.data.splices.map((s) => s.sha256) : [];
}
