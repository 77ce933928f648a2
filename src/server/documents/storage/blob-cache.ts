export type TCachedBlob = { md5: string; content: Buffer };

// A few stylesheets per tenant; the budget keeps a process with many tenants bounded.
const BUDGET_BYTES = 32 * 1024 * 1024;
const blobs = new Map<string, TCachedBlob>();
let bytes = 0;

const keyOf = (tenantId: string, sha256: string) => `${tenantId}\u0000${sha256}`;

/** A tenant's embedded object as last read from the database, with that row's md5. */
export function cachedBlob(tenantId: string, sha256: string): TCachedBlob | undefined {
  const key = keyOf(tenantId, sha256);
  const hit = blobs.get(key);
  if (hit) {
    // Most recently used last, so the oldest is evicted first.
    blobs.delete(key);
    blobs.set(key, hit);
  }
  return hit;
}

/** Keeps what was just read (per tenant: one tenant's read never serves another). */
export function keepBlob(tenantId: string, sha256: string, blob: TCachedBlob): void {
  const key = keyOf(tenantId, sha256);
  const old = blobs.get(key);
  if (old) bytes -= old.content.length;
  blobs.delete(key);
  if (blob.content.length > BUDGET_BYTES) return;
  blobs.set(key, blob);
  bytes += blob.content.length;
  for (const [oldest, entry] of blobs) {
    if (bytes <= BUDGET_BYTES) break;
    blobs.delete(oldest);
    bytes -= entry.content.length;
  }
}
