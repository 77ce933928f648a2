import type pg from 'pg';
import { hasEDocument } from '../../../shared/domain/document-kind';
import type { TPosSaleAccepted, TPosSaleTransaction } from '../../../shared/pos/sale-transaction';
import { withTenantAccess } from '../../db/data-context';
import type { TDb } from '../../db/database';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { AppError } from '../../lib/app-error';
import { TtlCache } from '../../lib/ttl-cache';
import type { TDeviceIdentity } from '../device/device.public';
import { canonicalJson, sha256Hex } from './canonical-json';
import { decideDocumentKind } from './document-kind';
import { E_ARSIV_THRESHOLD_SETTING, eArsivThreshold, slipOverThreshold } from './e-arsiv-threshold';
import { GroupCommitter } from './group-commit';
import { writeSaleBatch } from './pos-batch.repository';
import { findSaleByIdempotencyKey, issuerQuery, type TStoredSale } from './pos-sale.repository';
import { MAX_BACKDATE_SETTING, maxBackdateDays, saleDayTime, saleTimeError } from './sale-time';
import { saleAnswer, saleRows, type TSaleToWrite } from './sale-rows';

export type TIngestResult = { replayed: boolean; body: TPosSaleAccepted };

type TIssuerQuery = ReturnType<typeof issuerQuery>;
type TIssuer = Awaited<ReturnType<TIssuerQuery['execute']>>[number];

/** A checked sale waiting for its batch: everything but its number is known. */
type TPendingSale = TSaleToWrite & { year: number };

/** null: the key was already stored (a retry, or the loser of a race); answer from the stored row. */
type TBatchResult = TPosSaleAccepted | null;

/**
 * How long what a sale copies from its issuer (store and device columns, the back-dating
 * setting, whether the buyer is an e-Fatura user) is reused for the next sales of the same
 * device and buyer: a change there reaches new sales at most this long later (docs/pos-api.md),
 * the same window as a verified device credential.
 */
export const ISSUER_CACHE_MS = 1_000;
const ISSUER_CACHE_ENTRIES = 10_000;
/** The settings a sale obeys, read with its issuer (Sistem Ayarları). */
const ISSUER_SETTINGS = [MAX_BACKDATE_SETTING, E_ARSIV_THRESHOLD_SETTING] as const;
// A store's prepared issuer query is built once and kept while the store posts sales.
const QUERY_CACHE_MS = 3_600_000;

const MAX_BATCH_SALES = 64;
// Keeps one batch statement (its json and its memory) bounded: a sale may have 1,000 lines.
const MAX_BATCH_LINES = 2_000;

export type TSaleIngestor = {
  ingest(
    who: TDeviceIdentity,
    key: string,
    sale: TPosSaleTransaction,
    now: Date,
  ): Promise<TIngestResult>;
};

/**
 * Sales of one series (tenant, store, docType, Istanbul year) are written by one owner in
 * batches: each batch is one statement that inserts its sales, takes their numbers as one
 * block of the gapless counter and inserts their documents (see GroupCommitter).
 */
export function createSaleIngestor({ db, pool }: { db: TDb; pool: pg.Pool }): TSaleIngestor {
  const issuers = new TtlCache<TIssuer>(ISSUER_CACHE_MS, ISSUER_CACHE_ENTRIES);
  const committer = new GroupCommitter<TPendingSale, TBatchResult>({
    commit: (_key, items) => withTenantAccess(tenantOf(items), () => writeSales(pool, items)),
    fits: (batch, next) =>
      batch.length < MAX_BATCH_SALES &&
      batch.reduce((n, p) => n + p.sale.invoiceLines.length, next.sale.invoiceLines.length) <=
        MAX_BATCH_LINES,
  });
  const queries = new TtlCache<TIssuerQuery>(QUERY_CACHE_MS, ISSUER_CACHE_ENTRIES);
  const issuerOf = async (who: TDeviceIdentity, buyerTaxNo: string | null) => {
    const cacheKey = [who.tenantId, who.storeId, who.deviceId, buyerTaxNo ?? ''].join('|');
    const cached = issuers.get(cacheKey);
    if (cached) return cached;
    const storeKey = `${who.tenantId}|${who.storeId}`;
    const query = queries.get(storeKey) ?? issuerQuery(db, who, ISSUER_SETTINGS);
    queries.set(storeKey, query);
    const [found] = await query.execute({ deviceId: who.deviceId, buyerTaxNo });
    if (found) issuers.set(cacheKey, found);
    return found;
  };
  return {
    ingest: (who, key, sale, now) => ingestSale(db, committer, issuerOf, who, key, sale, now),
  };
}

function tenantOf(items: TPendingSale[]): string {
  const tenantId = items[0]?.who.tenantId;
  if (!tenantId) throw new AppError('INTERNAL', { cause: 'An empty sale batch.' });
  return tenantId;
}

function replay(stored: TStoredSale, requestHash: string): TIngestResult {
  if (stored.requestHash !== requestHash || !stored.responseBody) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
  return { replayed: true, body: stored.responseBody as TPosSaleAccepted };
}

/**
 * Stores the sale, its lines and payments and its document with the next gapless number, all in
 * one transaction (shared with the other sales of its batch); a retry with the same key and body
 * answers what the first post answered.
 */
async function ingestSale(
  db: TDb,
  committer: GroupCommitter<TPendingSale, TBatchResult>,
  issuerOf: (who: TDeviceIdentity, buyerTaxNo: string | null) => Promise<TIssuer | undefined>,
  who: TDeviceIdentity,
  key: string,
  sale: TPosSaleTransaction,
  now: Date,
): Promise<TIngestResult> {
  const requestHash = sha256Hex(canonicalJson(sale));
  const issuer = await issuerOf(who, sale.customer?.taxNo ?? null);
  if (!issuer) throw new AppError('DEVICE_UNAUTHORIZED', { reason: 'deviceNotFound' });
  const maxDays = maxBackdateDays(issuer.settingRows);
  const saleTime = new Date(sale.transactionTime);
  const timeError = saleTimeError(saleTime, now, maxDays);
  if (timeError) {
    // A retry of a sale stored while it was in range still gets its first answer.
    const stored = await findSaleByIdempotencyKey(db, who, key);
    if (stored) return replay(stored, requestHash);
    throw timeError;
  }
  const overThreshold = slipOverThreshold(sale, eArsivThreshold(issuer.settingRows));
  const kind = decideDocumentKind(sale, issuer, overThreshold);
  // Invoice date, time and numbering year are those of Türkiye, whatever offset the device sent.
  const { day, time, year } = saleDayTime(saleTime);
  const pending: TPendingSale = {
    who,
    key,
    requestHash,
    sale,
    kind,
    issuer,
    date: day,
    time,
    year,
  };
  const series = [who.tenantId, who.storeId, kind.docType, year].join('|');
  const created = await committer.submit(series, pending).catch((error: unknown) => {
    // Another transaction stored the key after our batch started (the same key posted to
    // another series or process at once): answered like a retry, from the stored sale.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) return null;
    throw error;
  });
  if (created) return { replayed: false, body: created };
  const winner = await findSaleByIdempotencyKey(db, who, key);
  if (!winner)
    throw new AppError('INTERNAL', { cause: 'An idempotent sale vanished after a conflict.' });
  return replay(winner, requestHash);
}

/**
 * One batch of one series in one statement (writeSaleBatch). A key twice in the batch is written
 * once; its other posts, like retries of a key stored before, answer from the stored sale.
 */
async function writeSales(pool: pg.Pool, items: TPendingSale[]): Promise<TBatchResult[]> {
  const first = items[0];
  if (!first) return [];
  const now = new Date();
  const keys = new Set<string>();
  const batch = items.map((p) => {
    const key = `${p.who.deviceId}|${p.key}`;
    if (keys.has(key)) return null;
    keys.add(key);
    const answer = saleAnswer(p);
    return { answer, rows: saleRows(p, answer, now) };
  });
  const written = batch.filter((b) => b !== null);
  const numbers = await writeSaleBatch(pool, {
    series: { ...first.who, docType: first.kind.docType, year: first.year },
    numbered: hasEDocument(first.kind.docType),
    sales: written.map((b) => b.rows),
  });
  const numberOf = new Map(written.map((b, i) => [b, numbers[i]]));
  return batch.map((b) => {
    const invoiceNo = b ? numberOf.get(b) : undefined;
    return b && invoiceNo !== undefined ? { ...b.answer, invoiceNo } : null;
  });
}
