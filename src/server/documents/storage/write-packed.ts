import { inArray, sql } from 'drizzle-orm';
import { tenantWhere } from '../../db/data-scope';
import type { TDb } from '../../db/database';
import { documentBlobs } from '../../db/schema/document-blobs';
import { documentFiles } from '../../db/schema/document-files';
import { packAll, type TPackedRow } from './packed-rows';

type TQueryable = Pick<TDb, 'select' | 'insert'>;
type TKind = 'ubl' | 'signed' | 'html' | 'pdf';
type TFile = { content: Buffer; contentType: string };

/** One document's files to store, by kind. */
export type TDocumentFiles = { documentId: string; byKind: ReadonlyMap<TKind, TFile> };

/** One document's rows as packAll makes them, with the embedded objects they name. */
export type TPackedDocument = {
  documentId: string;
  rows: TPackedRow[];
  blobs: ReadonlyMap<string, Buffer>;
};

/**
 * Stores documents' files packed (packed-rows.ts), replacing older ones of the same kinds, in a
 * few statements for all of them. Answers each document's stored sha256 by kind.
 */
export async function writePackedFiles(
  tx: TQueryable,
  tenantId: string,
  docs: readonly TDocumentFiles[],
): Promise<Map<TKind, string>[]> {
  return writePackedRows(
    tx,
    tenantId,
    docs.map((d) => ({ documentId: d.documentId, ...packAll(d.byKind) })),
  );
}

/**
 * Stores documents' packed rows: the embedded objects the tenant does not have yet, then every
 * file row. Answers each document's stored sha256 by kind.
 */
export async function writePackedRows(
  tx: TQueryable,
  tenantId: string,
  packed: readonly TPackedDocument[],
): Promise<Map<TKind, string>[]> {
  const blobs = new Map(packed.flatMap((p) => [...p.blobs]));
  // The tenant's stylesheet is almost always stored already: sending it (hex, ~520 KB) only for
  // the conflict to drop it cost more than the rest of the document's storing.
  const keys = [...blobs.keys()];
  const stored =
    keys.length === 0
      ? []
      : await tx
          .select({ sha256: documentBlobs.sha256 })
          .from(documentBlobs)
          .where(tenantWhere(documentBlobs, tenantId, inArray(documentBlobs.sha256, keys)));
  for (const [sha256, content] of blobs) {
    if (stored.some((s) => s.sha256 === sha256)) continue;
    await tx.insert(documentBlobs).values({ tenantId, sha256, content }).onConflictDoNothing();
  }
  const rows = packed.flatMap(({ documentId, rows }) =>
    rows.map(({ kind, contentType, file }) => ({
      tenantId,
      documentId,
      kind,
      contentType,
      ...file,
    })),
  );
  if (rows.length > 0) {
    await tx
      .insert(documentFiles)
      .values(rows)
      .onConflictDoUpdate({
        target: [documentFiles.tenantId, documentFiles.documentId, documentFiles.kind],
        set: {
          content: sql`excluded.content`,
          packing: sql`excluded.packing`,
          sha256: sql`excluded.sha256`,
          createdAt: sql`now()`,
        },
      });
  }
  return packed.map((p) => new Map(p.rows.map((r) => [r.kind, r.file.sha256])));
}
