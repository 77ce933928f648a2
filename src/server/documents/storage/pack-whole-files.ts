import type { TDb } from '../../db/database';
import { listWholeBuiltFiles, packWholeBuiltFiles } from '../document-file.repository';

/**
 * The one-off upgrade of documents stored before packing: each document's UBL and signed XML are
 * read (checked by sha256), stored packed in their own transaction, and read back the same. Runs
 * on the owner's connection (every tenant); a file that does not match its sha256 stops it.
 * Returns how many documents were packed.
 */
export async function packWholeDocumentFiles(
  db: TDb,
  opts: { batch?: number; log?: (packed: number) => void } = {},
): Promise<number> {
  let packed = 0;
  for (;;) {
    const refs = await listWholeBuiltFiles(db, opts.batch ?? 500);
    if (refs.length === 0) return packed;
    for (const ref of refs) {
      await db.transaction((tx) => packWholeBuiltFiles(tx, ref));
      packed++;
    }
    opts.log?.(packed);
  }
}
