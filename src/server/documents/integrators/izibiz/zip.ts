import zlib from 'node:zlib';
import { unzipSync } from 'fflate';

export class NotZipError extends Error {}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const DEFLATE = 8;
const UTF8_NAMES = 0x0800;

/**
 * A ZIP holding one file, as İzibiz takes documents (COMPRESSED Y): deflated by Node's zlib
 * (native; fflate's deflate took twice as long on a signed invoice), one local header, one
 * central directory entry.
 */
export function zipOne(fileName: string, content: Uint8Array): Buffer {
  const name = Buffer.from(fileName, 'utf8');
  const data = zlib.deflateRawSync(content, { level: 1 });
  const crc = zlib.crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(LOCAL, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(UTF8_NAMES, 6);
  local.writeUInt16LE(DEFLATE, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(CENTRAL, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(UTF8_NAMES, 8);
  central.writeUInt16LE(DEFLATE, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** The files of a ZIP; throws NotZipError for anything that is not one. */
function unzipAll(zip: Uint8Array): { name: string; content: Buffer }[] {
  let files;
  try {
    files = unzipSync(zip);
  } catch (err) {
    throw new NotZipError(err instanceof Error ? err.message : String(err));
  }
  return Object.entries(files)
    .filter(([name]) => !name.endsWith('/'))
    .map(([name, content]) => ({ name, content: Buffer.from(content) }));
}

/** The one file of a ZIP İzibiz sent (ReadFromArchive, GetInvoice…). */
export function unzipOne(zip: Uint8Array): Buffer {
  const [first] = unzipAll(zip);
  if (!first) throw new NotZipError('the ZIP holds no file');
  return first.content;
}
