import zlib from 'node:zlib';

export class ZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipError';
  }
}

export type TZipLimits = {
  maxEntries: number;
  /** Uncompressed size of one entry. */
  maxEntryBytes: number;
  /** Uncompressed size of all entries together. */
  maxTotalBytes: number;
};

export const DEFAULT_ZIP_LIMITS: TZipLimits = {
  maxEntries: 20_000,
  maxEntryBytes: 64 * 1024 * 1024,
  maxTotalBytes: 512 * 1024 * 1024,
};

export type TZipEntry = {
  /** Normalised relative path: `/` separators, no `.`/`..`/empty segments; directories end in `/`. */
  name: string;
  isDirectory: boolean;
  size: number;
  read: () => Buffer;
};

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const EOCD_MIN = 22;
const CENTRAL_MIN = 46;
const LOCAL_MIN = 30;
const UNIX_HOST = 3;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

export function looksLikeZip(buf: Buffer): boolean {
  return buf.length >= 4 && buf.readUInt32LE(0) === LOCAL_SIG;
}

/**
 * Lists a zip archive from its central directory (stored and deflated entries only). Every entry
 * name is checked before anything is returned, so one unsafe name refuses the whole archive.
 */
export function readZip(buf: Buffer, limits: TZipLimits = DEFAULT_ZIP_LIMITS): TZipEntry[] {
  const eocd = findEndOfCentralDirectory(buf);
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (buf.readUInt16LE(eocd + 4) !== 0 || buf.readUInt16LE(eocd + 8) !== count) {
    throw new ZipError('multi-part zip archives are not supported');
  }
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    throw new ZipError('ZIP64 archives are not supported');
  }
  if (count > limits.maxEntries) {
    throw new ZipError(`too many entries (${count}, limit ${limits.maxEntries})`);
  }
  if (cdOffset + cdSize > eocd) throw new ZipError('central directory lies outside the archive');

  const entries: TZipEntry[] = [];
  let total = 0;
  let at = cdOffset;
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_MIN > eocd || buf.readUInt32LE(at) !== CENTRAL_SIG) {
      throw new ZipError(`central directory entry ${i + 1} is damaged`);
    }
    const madeBy = buf.readUInt16LE(at + 4);
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const crc = buf.readUInt32LE(at + 16);
    const compressedSize = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const next =
      at + CENTRAL_MIN + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const externalAttrs = buf.readUInt32LE(at + 38);
    const localOffset = buf.readUInt32LE(at + 42);
    if (next > eocd) throw new ZipError(`central directory entry ${i + 1} is damaged`);
    // Bit 11: the name is UTF-8; otherwise legacy code page, which matches for the ASCII we map.
    const rawName = buf.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
    at = next;

    const name = normaliseEntryName(rawName);
    const isDirectory = name.endsWith('/');
    if (madeBy >> 8 === UNIX_HOST && ((externalAttrs >>> 16) & S_IFMT) === S_IFLNK) {
      throw new ZipError(`entry "${rawName}" is a symbolic link`);
    }
    if (flags & 0x1) throw new ZipError(`entry "${rawName}" is encrypted`);
    if (method !== 0 && method !== 8) {
      throw new ZipError(`entry "${rawName}" uses unsupported compression method ${method}`);
    }
    if (size > limits.maxEntryBytes) {
      throw new ZipError(`entry "${rawName}" is too large (${size} bytes)`);
    }
    total += size;
    if (total > limits.maxTotalBytes) {
      throw new ZipError(`archive expands beyond ${limits.maxTotalBytes} bytes`);
    }
    const dataStart = localDataStart(buf, localOffset, rawName);
    if (dataStart + compressedSize > cdOffset) {
      throw new ZipError(`entry "${rawName}" lies outside the archive`);
    }
    const read = () =>
      inflateEntry(buf.subarray(dataStart, dataStart + compressedSize), {
        name: rawName,
        method,
        size,
        crc,
      });
    entries.push({ name, isDirectory, size, read });
  }
  return entries;
}

function findEndOfCentralDirectory(buf: Buffer): number {
  const stop = Math.max(0, buf.length - EOCD_MIN - 0xffff);
  for (let i = buf.length - EOCD_MIN; i >= stop; i--) {
    if (
      buf.readUInt32LE(i) === EOCD_SIG &&
      i + EOCD_MIN + buf.readUInt16LE(i + 20) === buf.length
    ) {
      return i;
    }
  }
  throw new ZipError('not a zip archive (no end of central directory record)');
}

function localDataStart(buf: Buffer, offset: number, name: string): number {
  if (offset + LOCAL_MIN > buf.length || buf.readUInt32LE(offset) !== LOCAL_SIG) {
    throw new ZipError(`local header of entry "${name}" is damaged`);
  }
  return offset + LOCAL_MIN + buf.readUInt16LE(offset + 26) + buf.readUInt16LE(offset + 28);
}

function inflateEntry(
  data: Buffer,
  e: { name: string; method: number; size: number; crc: number },
): Buffer {
  let out: Buffer;
  if (e.method === 0) {
    out = data;
  } else {
    try {
      // The declared size bounds the output, so a lying header cannot blow up memory.
      out = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, e.size) });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new ZipError(`entry "${e.name}" cannot be inflated: ${reason}`);
    }
  }
  if (out.length !== e.size) {
    throw new ZipError(`entry "${e.name}" has ${out.length} bytes, its header says ${e.size}`);
  }
  if (zlib.crc32(out) !== e.crc) throw new ZipError(`entry "${e.name}" fails its CRC-32 check`);
  return out;
}

/** Refuses names that could escape the extraction directory (`..`, absolute, drive letters). */
function normaliseEntryName(raw: string): string {
  const name = raw.replace(/\\/g, '/');
  if (name.includes('\0')) throw new ZipError(`entry "${raw}" has a NUL byte in its name`);
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) {
    throw new ZipError(`entry "${raw}" has an absolute path`);
  }
  const segments = name.split('/');
  if (segments.includes('..')) throw new ZipError(`entry "${raw}" points outside the archive (..)`);
  const kept = segments.filter((s) => s !== '' && s !== '.');
  if (kept.length === 0) throw new ZipError(`entry "${raw}" has an empty name`);
  return kept.join('/') + (name.endsWith('/') ? '/' : '');
}
