import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestZip } from './zip.test-support';
import { DEFAULT_ZIP_LIMITS, looksLikeZip, readZip, ZipError } from './zip-reader';

const read = (zip: Buffer) =>
  readZip(zip).map((e) => [e.name, e.isDirectory ? null : e.read().toString('utf8')]);

describe('readZip', () => {
  it('reads stored and deflated entries, directories and Windows separators', () => {
    const big = 'ş'.repeat(10_000);
    const zip = buildTestZip([
      { name: 'Paket/' },
      { name: 'Paket/xsdrt/maindoc/UBL-Invoice-2.1.xsd', data: '<xsd/>', store: true },
      { name: 'Paket\\xslt\\general.xslt', data: big },
      { name: './Paket//empty.txt', data: '' },
    ]);
    expect(looksLikeZip(zip)).toBe(true);
    expect(read(zip)).toEqual([
      ['Paket/', null],
      ['Paket/xsdrt/maindoc/UBL-Invoice-2.1.xsd', '<xsd/>'],
      ['Paket/xslt/general.xslt', big],
      ['Paket/empty.txt', ''],
    ]);
  });

  it.each([
    ['../evil.xsd', 'outside the archive'],
    ['Paket/../../evil.xsd', 'outside the archive'],
    ['..\\evil.xsd', 'outside the archive'],
    ['/etc/cron.d/evil', 'absolute path'],
    ['C:\\Windows\\evil.dll', 'absolute path'],
  ])('refuses the whole archive for the entry %s', (name, reason) => {
    const zip = buildTestZip([
      { name: 'ok.xsd', data: 'x' },
      { name, data: 'x' },
    ]);
    expect(() => readZip(zip)).toThrow(ZipError);
    expect(() => readZip(zip)).toThrow(reason);
  });

  it('refuses symbolic links', () => {
    const zip = buildTestZip([{ name: 'link', data: '/etc/passwd', symlink: true, store: true }]);
    expect(() => readZip(zip)).toThrow('symbolic link');
  });

  it('refuses what is not a zip, a truncated zip and a corrupted entry', () => {
    expect(() => readZip(Buffer.from('<!DOCTYPE html><html>Not found</html>'))).toThrow(
      'not a zip archive',
    );
    const zip = buildTestZip([{ name: 'a.xsd', data: 'hello world', store: true }]);
    expect(() => readZip(zip.subarray(0, zip.length - 5))).toThrow(ZipError);
    const corrupt = Buffer.from(zip);
    const dataAt = 30 + 'a.xsd'.length;
    corrupt.writeUInt8(corrupt.readUInt8(dataAt) ^ 0xff, dataAt);
    const [entry] = readZip(corrupt);
    expect(() => entry?.read()).toThrow('CRC-32');
  });

  it('enforces the size limits before inflating', () => {
    const data = crypto.randomBytes(2048);
    const zip = buildTestZip([
      { name: 'a.bin', data },
      { name: 'b.bin', data },
    ]);
    const limits = { ...DEFAULT_ZIP_LIMITS, maxEntryBytes: 1024 };
    expect(() => readZip(zip, limits)).toThrow('too large');
    expect(() => readZip(zip, { ...DEFAULT_ZIP_LIMITS, maxTotalBytes: 3000 })).toThrow('expands');
    expect(() => readZip(zip, { ...DEFAULT_ZIP_LIMITS, maxEntries: 1 })).toThrow('too many');
    expect(readZip(zip).map((e) => e.read().equals(data))).toEqual([true, true]);
  });

  it('refuses an entry whose data inflates beyond its declared size', () => {
    const zip = buildTestZip([{ name: 'bomb.xml', data: 'a'.repeat(100_000) }]);
    // Shrink the declared uncompressed size in the central directory (offset 24 of its header).
    const central = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(10, central + 24);
    const [entry] = readZip(zip);
    expect(() => entry?.read()).toThrow(ZipError);
  });
});
