import type { TDb } from '../db/database';
import { readBlobs } from './document-file.repository';
import { blobKeysOf, unpack } from './storage/packed-file';

export type TStoredRequest = {
  requestBase64: string | null;
  requestPacked: Buffer | null;
  requestPacking: unknown;
  requestHash: string | null;
};

/**
 * The request of an integrator exchange as base64 (spec: integratorRequestBase64): stored so, or
 * (a send) rebuilt from the copy of the signed file it holds (packed, or whole as files stored
 * before packing), checked against its sha256 like a stored file.
 */
export async function exchangeRequestBase64(
  db: Pick<TDb, 'select'>,
  tenantId: string,
  row: TStoredRequest,
): Promise<string | null> {
  if (row.requestPacked === null) return row.requestBase64;
  const blobs = await readBlobs(db, tenantId, blobKeysOf(row.requestPacking));
  const stored = {
    content: row.requestPacked,
    packing: row.requestPacking,
    sha256: row.requestHash ?? '',
  };
  return unpack(stored, undefined, blobs).toString('base64');
}
