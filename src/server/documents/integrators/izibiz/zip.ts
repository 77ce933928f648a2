import { unzipSync, zipSync } from 'fflate';

export class NotZipError extends Error {}

/** A ZIP holding one file, as İzibiz takes and gives documents (COMPRESSED Y). */
export function zipOne(fileName: string, content: Uint8Array): Buffer {
  return Buffer.from(zipSync({ [fileName]: [content, { level: 6 }] }));
}

/** The files of a ZIP; throws NotZipError for anything that is not one. */
export function unzipAll(zip: Uint8Array): { name: string; content: Buffer }[] {
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
