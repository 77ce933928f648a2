import crypto from 'node:crypto';
import { hasEDocument, type TDocumentKind } from '../../../shared/domain/document-kind';
import { DocumentStatus } from '../../../shared/domain/enums';
import { istanbulDay, istanbulTimeOfDay, istanbulYear } from '../../../shared/format/istanbul-time';
import type { TPosSaleAccepted, TPosSaleTransaction } from '../../../shared/pos/sale-transaction';
import { withTenantAccess } from '../../db/data-context';
import type { TDb } from '../../db/database';
import { takeInvoiceNumbers } from '../../documents/numbering';
import { AppError } from '../../lib/app-error';
import type { TDeviceIdentity } from '../device/device.public';
import { canonicalJson, sha256Hex } from './canonical-json';
import { decideDocumentKind } from './document-kind';
import { GroupCommitter } from './group-commit';
import { insertDocuments } from './pos-document.repository';
import { MAX_BACKDATE_SETTING, maxBackdateDays, saleTimeError } from './sale-time';
import { TtlCache } from '../../lib/ttl-cache';
import {
  findIssuer,
  findSaleByIdempotencyKey,
  insertSales,
  setSaleResponses,
  type TStoredSale,
} from './pos-sale.repository';

export type TIngestResult = { replayed: boolean; body: TPosSaleAccepted };

type TIssuer = NonNullable<Awaited<ReturnType<typeof findIssuer>>>;

/** A checked sale waiting for its batch: everything but its number is known. */
type TPendingSale = {
  who: TDeviceIdentity;
  key: string;
  requestHash: string;
  sale: TPosSaleTransaction;
  issuer: TIssuer;
  kind: TDocumentKind;
  issuedAt: Date;
};

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

const MAX_BATCH_SALES = 64;
// 18 parameters a line: a full batch stays far below PostgreSQL's 65,535 per statement.
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
 * batches: each batch is one transaction that inserts its sales, takes their numbers as one
 * block of the gapless counter and inserts their documents (see GroupCommitter).
 */
export function createSaleIngestor(db: TDb): TSaleIngestor {
  const issuers = new TtlCache<TIssuer>(ISSUER_CACHE_MS, ISSUER_CACHE_ENTRIES);
  const committer = new GroupCommitter<TPendingSale, TBatchResult>({
    commit: (_key, items) =>
      withTenantAccess(tenantOf(items), () => db.transaction((tx) => writeSales(tx, items))),
    fits: (batch, next) =>
      batch.length < MAX_BATCH_SALES &&
      batch.reduce((n, p) => n + p.sale.invoiceLines.length, next.sale.invoiceLines.length) <=
        MAX_BATCH_LINES,
  });
  const issuerOf = async (who: TDeviceIdentity, buyerTaxNo: string | null) => {
    const cacheKey = [who.tenantId, who.storeId, who.deviceId, buyerTaxNo ?? ''].join('|');
    const cached = issuers.get(cacheKey);
    if (cached) return cached;
    const found = await findIssuer(db, who, buyerTaxNo, MAX_BACKDATE_SETTING);
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
  const timeError = saleTimeError(new Date(sale.transactionTime), now, maxDays);
  if (timeError) {
    // A retry of a sale stored while it was in range still gets its first answer.
    const stored = await findSaleByIdempotencyKey(db, who, key);
    if (stored) return replay(stored, requestHash);
    throw timeError;
  }
  const kind = decideDocumentKind(sale, issuer);
  // Invoice date, time and numbering year are those of Türkiye, whatever offset the device sent.
  const issuedAt = new Date(sale.transactionTime);
  const series = [who.tenantId, who.storeId, kind.docType, istanbulYear(issuedAt)].join('|');
  const created = await committer.submit(series, {
    who,
    key,
    requestHash,
    sale,
    issuer,
    kind,
    issuedAt,
  });
  if (created) return { replayed: false, body: created };
  const winner = await findSaleByIdempotencyKey(db, who, key);
  if (!winner)
    throw new AppError('INTERNAL', { cause: 'An idempotent sale vanished after a conflict.' });
  return replay(winner, requestHash);
}

/** One batch of one series in one transaction; the counter row is locked only from its update on. */
async function writeSales(tx: TDb, items: TPendingSale[]): Promise<TBatchResult[]> {
  const tenantId = tenantOf(items);
  const rows = items.map((p) => ({
    who: p.who,
    id: crypto.randomUUID(),
    key: p.key,
    requestHash: p.requestHash,
    sale: p.sale,
    supplierTaxNo: p.issuer.storeTaxNo,
  }));
  const inserted = await insertSales(tx, tenantId, rows);
  const stored = items.flatMap((p, i) => {
    const saleId = rows[i]?.id ?? '';
    return inserted.has(saleId) ? [{ p, saleId }] : [];
  });
  const first = stored[0]?.p;
  if (!first) return items.map(() => null);
  const eDocument = hasEDocument(first.kind.docType);
  // Taken after the sale rows so the counter row stays locked for as short a time as possible.
  const numbers = eDocument
    ? await takeInvoiceNumbers(
        tx,
        { ...first.who, docType: first.kind.docType, year: istanbulYear(first.issuedAt) },
        stored.length,
      )
    : [];
  const now = new Date();
  const bodies = new Map<string, TPosSaleAccepted>();
  const docs = stored.map(({ p, saleId }, i) => {
    const number = numbers[i] ?? null;
    const body: TPosSaleAccepted = {
      saleTransactionId: saleId,
      documentId: crypto.randomUUID(),
      docType: p.kind.docType,
      profileId: p.kind.profileId,
      invoiceNo: number?.invoiceNo ?? null,
      ettn: crypto.randomUUID(),
      // An information slip has no e-document to send: it is complete as issued.
      status: eDocument ? DocumentStatus.pending : DocumentStatus.sent,
    };
    bodies.set(saleId, body);
    return {
      who: p.who,
      id: body.documentId,
      ettn: body.ettn,
      status: eDocument ? DocumentStatus.pending : DocumentStatus.sent,
      saleId,
      sale: p.sale,
      kind: p.kind,
      number,
      date: istanbulDay(p.issuedAt),
      time: istanbulTimeOfDay(p.issuedAt),
      issuer: p.issuer,
      now,
    } as const;
  });
  await insertDocuments(tx, tenantId, docs);
  await setSaleResponses(
    tx,
    tenantId,
    [...bodies].map(([saleId, body]) => ({ saleId, body })),
  );
  return rows.map((r) => bodies.get(r.id) ?? null);
}
