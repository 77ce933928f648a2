import { packBuilt, packStandalone, type TPacked, type TPackedFile } from './packed-file';

type TKind = 'ubl' | 'signed' | 'html' | 'pdf';
type TFile = { content: Buffer; contentType: string };

export type TPackedRow = { kind: TKind; contentType: string; file: TPackedFile };

/**
 * The rows a document's files are stored as: the UBL and signed XML together (the UBL against the
 * signed XML), any other file on its own; the embedded objects they name, once each.
 */
export function packAll(byKind: ReadonlyMap<TKind, TFile>) {
  const rows: TPackedRow[] = [];
  const blobs = new Map<string, Buffer>();
  const add = (kinds: TKind[], packed: TPacked) => {
    packed.files.forEach((file, i) => {
      const kind = kinds[i];
      const stored = kind && byKind.get(kind);
      if (!kind || !stored) throw new Error('unreachable: a packed file has no kind');
      rows.push({ kind, contentType: stored.contentType, file });
    });
    for (const [sha256, content] of packed.blobs) blobs.set(sha256, content);
  };
  const ubl = byKind.get('ubl');
  const signed = byKind.get('signed');
  const paired = ubl !== undefined && signed !== undefined;
  if (paired) add(['ubl', 'signed'], packBuilt(ubl.content, signed.content));
  for (const [kind, stored] of byKind) {
    if (!(paired && (kind === 'ubl' || kind === 'signed'))) {
      add([kind], packStandalone(stored.content));
    }
  }
  return { rows, blobs };
}
