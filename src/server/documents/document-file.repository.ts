import crypto from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../db/database';
import { tenantWhere } from '../db/data-scope';
import { documentBlobs } from '../db/schema/document-blobs';
import { documentFiles } from '../db/schema/document-files';
import type { TDocumentRef } from './document-source';
import { blobKeysOf, StoredFileCorruptError, unpack } from './storage/packed-file';
import { packAll } from './storage/packed-rows';
import { writePackedFiles, writePackedRows, type TPackedDocument } from './storage/write-packed';
import { cachedBlob, keepBlob } from './storage/blob-cache';

export type TDocumentFileKind = 'ubl' | 'signed' | 'html' | 'pdf';
export type TStoredFile = { content: Buffer; contentType: string };

type TQueryable = Pick<TDb, 'select' | 'insert' | 'delete'>;

function sha256Of(content: Buffer): string {
  return crypto.createHash('sha256').update(content).digest('hex');
}

function fileWhere(ref: TDocumentRef, kind: TDocumentFileKind) {
  return tenantWhere(
    documentFiles,
    ref.tenantId,
    eq(documentFiles.documentId, ref.documentId),
    eq(documentFiles.kind, kind),
  );
}

/**
 * Reads the embedded objects a file needs. Each is ~260 KB (a stylesheet) shared by every document
 * of a tenant, so the bytes are kept in memory (blob-cache.ts) and the database is asked only for
 * their md5: a changed row is read again, so a corrupted stylesheet still fails its file's sha256.
 */
export async function readBlobs(
  db: Pick<TDb, 'select'>,
  tenantId: string,
  keys: string[],
): Promise<Map<string, Buffer>> {
  if (keys.length === 0) return new Map();
  const wanted = [...new Set(keys)];
  const found = new Map<string, Buffer>();
  const held = wanted.filter((key) => cachedBlob(tenantId, key));
  if (held.length > 0) {
    const rows = await db
      .select({ sha256: documentBlobs.sha256, md5: sql<string>`md5(${documentBlobs.content})` })
      .from(documentBlobs)
      .where(tenantWhere(documentBlobs, tenantId, inArray(documentBlobs.sha256, held)));
    for (const row of rows) {
      const cached = cachedBlob(tenantId, row.sha256);
      if (cached?.md5 === row.md5) found.set(row.sha256, cached.content);
    }
  }
  const missing = wanted.filter((key) => !found.has(key));
  if (missing.length === 0) return found;
  const rows = await db
    .select({
      sha256: documentBlobs.sha256,
      content: documentBlobs.content,
      md5: sql<string>`md5(${documentBlobs.content})`,
    })
    .from(documentBlobs)
    .where(tenantWhere(documentBlobs, tenantId, inArray(documentBlobs.sha256, missing)));
  for (const row of rows) {
    keepBlob(tenantId, row.sha256, { md5: row.md5, content: row.content });
    found.set(row.sha256, row.content);
  }
  return found;
}

/**
 * One stored file of a document, or undefined; always the exact bytes stored (checked by sha256).
 * A packed UBL is rebuilt from the signed row it was stored against (storage/packed-file.ts).
 */
export async function readDocumentFile(
  db: Pick<TDb, 'select'>,
  ref: TDocumentRef,
  kind: TDocumentFileKind,
): Promise<TStoredFile | undefined> {
  const kinds = kind === 'ubl' ? ['ubl', 'signed'] : [kind];
  const rows = await db
    .select({
      kind: documentFiles.kind,
      content: documentFiles.content,
      contentType: documentFiles.contentType,
      packing: documentFiles.packing,
      sha256: documentFiles.sha256,
    })
    .from(documentFiles)
    .where(
      tenantWhere(
        documentFiles,
        ref.tenantId,
        eq(documentFiles.documentId, ref.documentId),
        inArray(documentFiles.kind, kinds),
      ),
    );
  const row = rows.find((r) => r.kind === kind);
  if (!row) return undefined;
  const base = rows.find((r) => r.kind === 'signed')?.content;
  const blobs = await readBlobs(db, ref.tenantId, blobKeysOf(row.packing));
  try {
    return { content: unpack(row, base, blobs), contentType: row.contentType };
  } catch (err) {
    if (!(err instanceof StoredFileCorruptError)) throw err;
    throw new StoredFileCorruptError(`${err.message}: document ${ref.documentId}, ${kind}`);
  }
}

/** The stored file's sha256 (always that of the whole file), without reading its content. */
export async function documentFileSha256(
  db: Pick<TDb, 'select'>,
  ref: TDocumentRef,
  kind: TDocumentFileKind,
): Promise<string | null> {
  const [row] = await db
    .select({ sha256: documentFiles.sha256 })
    .from(documentFiles)
    .where(fileWhere(ref, kind));
  return row?.sha256 ?? null;
}

/** Whether the file is stored, without reading its content. */
export async function hasDocumentFile(
  db: Pick<TDb, 'select'>,
  ref: TDocumentRef,
  kind: TDocumentFileKind,
): Promise<boolean> {
  const [row] = await db
    .select({ kind: documentFiles.kind })
    .from(documentFiles)
    .where(fileWhere(ref, kind));
  return row !== undefined;
}

function fileRow(ref: TDocumentRef, kind: TDocumentFileKind, file: TStoredFile) {
  return {
    tenantId: ref.tenantId,
    documentId: ref.documentId,
    kind,
    content: file.content,
    contentType: file.contentType,
    sha256: sha256Of(file.content),
  };
}

/**
 * The UBL is stored against the signed row: replacing the signed XML alone first reads the UBL so
 * it is packed again against the new one.
 */
async function withDependents(
  tx: TQueryable,
  ref: TDocumentRef,
  files: readonly (readonly [TDocumentFileKind, TStoredFile])[],
): Promise<Map<TDocumentFileKind, TStoredFile>> {
  const byKind = new Map(files);
  if (byKind.has('signed') && !byKind.has('ubl')) {
    const ubl = await readDocumentFile(tx, ref, 'ubl');
    if (ubl) byKind.set('ubl', ubl);
  }
  return byKind;
}

/**
 * Stores the built UBL and signed XML, replacing older ones: the embedded stylesheet once per
 * tenant in document_blobs, the signed XML without it, the UBL as its difference from the signed
 * XML. A rebuilt document must not be shown through a rendering of its previous content, so its
 * renders go.
 */
export async function replaceBuiltFiles(
  tx: TQueryable,
  ref: TDocumentRef,
  files: readonly (readonly [TDocumentFileKind, TStoredFile])[],
): Promise<void> {
  const byKind = await withDependents(tx, ref, files);
  await replaceBuiltFilesOf(tx, ref.tenantId, [{ documentId: ref.documentId, ...packAll(byKind) }]);
}

/**
 * replaceBuiltFiles for many documents of a tenant at once (the pipeline's batches), each with
 * its UBL and signed XML already packed; answers each document's stored sha256 by kind.
 */
export async function replaceBuiltFilesOf(
  tx: TQueryable,
  tenantId: string,
  docs: readonly TPackedDocument[],
): Promise<Map<TDocumentFileKind, string>[]> {
  const shas = await writePackedRows(tx, tenantId, docs);
  await tx.delete(documentFiles).where(
    tenantWhere(
      documentFiles,
      tenantId,
      inArray(
        documentFiles.documentId,
        docs.map((d) => d.documentId),
      ),
      sql`${documentFiles.kind} in ('html', 'pdf')`,
    ),
  );
  return shas;
}

/** Keeps a render (HTML, PDF); two first views may race and the first stored wins (identical). */
export async function insertRenderedFile(
  db: Pick<TDb, 'insert'>,
  ref: TDocumentRef,
  kind: TDocumentFileKind,
  file: TStoredFile,
): Promise<void> {
  await db
    .insert(documentFiles)
    .values(fileRow(ref, kind, file))
    .onConflictDoNothing();
}

const BUILT_KINDS: TDocumentFileKind[] = ['ubl', 'signed'];

/**
 * Maintenance on the owner's connection, across tenants: documents whose UBL or signed XML is
 * still stored whole (written before packing existed).
 */
export async function listWholeBuiltFiles(
  db: Pick<TDb, 'selectDistinct'>,
  limit: number,
): Promise<TDocumentRef[]> {
  return db
    .selectDistinct({ tenantId: documentFiles.tenantId, documentId: documentFiles.documentId })
    .from(documentFiles)
    .where(and(inArray(documentFiles.kind, BUILT_KINDS), isNull(documentFiles.packing)))
    .limit(limit);
}

/**
 * Stores a document's whole UBL and signed XML packed, the same bytes (each read is checked by its
 * sha256 before, and compared after); its renders stay. The rows are locked so a rebuild running meanwhile is not undone.
 */
export async function packWholeBuiltFiles(
  tx: TQueryable & Pick<TDb, 'select'>,
  ref: TDocumentRef,
): Promise<void> {
  await tx
    .select({ kind: documentFiles.kind })
    .from(documentFiles)
    .where(
      tenantWhere(
        documentFiles,
        ref.tenantId,
        eq(documentFiles.documentId, ref.documentId),
        inArray(documentFiles.kind, BUILT_KINDS),
      ),
    )
    .for('update');
  const byKind = new Map<TDocumentFileKind, TStoredFile>();
  for (const kind of BUILT_KINDS) {
    const file = await readDocumentFile(tx, ref, kind);
    if (file) byKind.set(kind, file);
  }
  await writePackedFiles(tx, ref.tenantId, [{ documentId: ref.documentId, byKind }]);
  for (const [kind, file] of byKind) {
    const again = await readDocumentFile(tx, ref, kind);
    if (!again?.content.equals(file.content)) {
      throw new StoredFileCorruptError(`packed ${kind} of ${ref.documentId} reads back different`);
    }
  }
}
