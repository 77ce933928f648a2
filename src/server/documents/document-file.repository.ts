import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/database';
import { tenantWhere } from '../db/data-scope';
import { documentFiles } from '../db/schema/document-files';
import type { TDocumentRef } from './document-source';

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

/** One stored file of a document, or undefined. */
export async function readDocumentFile(
  db: Pick<TDb, 'select'>,
  ref: TDocumentRef,
  kind: TDocumentFileKind,
): Promise<TStoredFile | undefined> {
  const [row] = await db
    .select({ content: documentFiles.content, contentType: documentFiles.contentType })
    .from(documentFiles)
    .where(fileWhere(ref, kind));
  return row;
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
 * Stores the built UBL and signed XML, replacing older ones. A rebuilt document must not be shown
 * through a rendering of its previous content, so its renders go.
 */
export async function replaceBuiltFiles(
  tx: TQueryable,
  ref: TDocumentRef,
  files: readonly (readonly [TDocumentFileKind, TStoredFile])[],
): Promise<void> {
  for (const [kind, file] of files) {
    await tx
      .insert(documentFiles)
      .values(fileRow(ref, kind, file))
      .onConflictDoUpdate({
        target: [documentFiles.tenantId, documentFiles.documentId, documentFiles.kind],
        set: { content: file.content, sha256: sql`excluded.sha256`, createdAt: sql`now()` },
      });
  }
  await tx
    .delete(documentFiles)
    .where(
      tenantWhere(
        documentFiles,
        ref.tenantId,
        eq(documentFiles.documentId, ref.documentId),
        sql`${documentFiles.kind} in ('html', 'pdf')`,
      ),
    );
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
