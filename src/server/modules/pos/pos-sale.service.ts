import crypto from 'node:crypto';
import { hasEDocument } from '../../../shared/domain/document-kind';
import { DocumentStatus } from '../../../shared/domain/enums';
import { istanbulDay, istanbulTimeOfDay, istanbulYear } from '../../../shared/format/istanbul-time';
import type { TPosSaleAccepted, TPosSaleTransaction } from '../../../shared/pos/sale-transaction';
import type { TDb } from '../../db/database';
import { takeNextInvoiceNumber } from '../../documents/numbering';
import { AppError } from '../../lib/app-error';
import type { TDeviceIdentity } from '../device/device.public';
import { canonicalJson, sha256Hex } from './canonical-json';
import { decideDocumentKind } from './document-kind';
import { insertDocument } from './pos-document.repository';
import { maxBackdateDays, saleTimeError } from './sale-time';
import {
  findIssuer,
  findSaleByIdempotencyKey,
  insertSale,
  setSaleResponse,
  type TStoredSale,
} from './pos-sale.repository';

export type TIngestResult = { replayed: boolean; body: TPosSaleAccepted };

function replay(stored: TStoredSale, requestHash: string): TIngestResult {
  if (stored.requestHash !== requestHash || !stored.responseBody) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
  return { replayed: true, body: stored.responseBody as TPosSaleAccepted };
}

/**
 * Stores the sale, its lines and payments and its document with the next gapless number, all in
 * one transaction; a retry with the same key and body answers what the first post answered.
 */
export async function ingestSale(
  db: TDb,
  who: TDeviceIdentity,
  key: string,
  sale: TPosSaleTransaction,
  now: Date,
): Promise<TIngestResult> {
  const requestHash = sha256Hex(canonicalJson(sale));
  const maxDays = await maxBackdateDays(db, who.tenantId);
  const timeError = saleTimeError(new Date(sale.transactionTime), now, maxDays);
  if (timeError) {
    // A retry of a sale stored while it was in range still gets its first answer.
    const stored = await findSaleByIdempotencyKey(db, who, key);
    if (stored) return replay(stored, requestHash);
    throw timeError;
  }
  const created = await db.transaction(async (tx) => {
    const issuer = await findIssuer(tx, who, sale.customer?.taxNo ?? null);
    if (!issuer) throw new AppError('DEVICE_UNAUTHORIZED', { reason: 'deviceNotFound' });
    const saleId = crypto.randomUUID();
    const inserted = await insertSale(tx, who, {
      id: saleId,
      key,
      requestHash,
      sale,
      supplierTaxNo: issuer.storeTaxNo,
    });
    // Already stored (a retry, or the loser of a race that waited for the winner's commit).
    if (!inserted) return null;
    const kind = decideDocumentKind(sale, issuer);
    // Invoice date, time and numbering year are those of Türkiye, whatever offset the device sent.
    const issuedAt = new Date(sale.transactionTime);
    const eDocument = hasEDocument(kind.docType);
    // Taken after the sale rows so the counter row stays locked for as short a time as possible.
    const number = eDocument
      ? await takeNextInvoiceNumber(tx, {
          ...who,
          docType: kind.docType,
          year: istanbulYear(issuedAt),
        })
      : null;
    const body: TPosSaleAccepted = {
      saleTransactionId: saleId,
      documentId: crypto.randomUUID(),
      docType: kind.docType,
      profileId: kind.profileId,
      invoiceNo: number?.invoiceNo ?? null,
      ettn: crypto.randomUUID(),
      // An information slip has no e-document to send: it is complete as issued.
      status: eDocument ? DocumentStatus.pending : DocumentStatus.sent,
    };
    await insertDocument(tx, who, {
      id: body.documentId,
      ettn: body.ettn,
      status: body.status === DocumentStatus.sent ? DocumentStatus.sent : DocumentStatus.pending,
      saleId,
      sale,
      kind,
      number,
      date: istanbulDay(issuedAt),
      time: istanbulTimeOfDay(issuedAt),
      issuer,
      now: new Date(),
    });
    await setSaleResponse(tx, who, saleId, body);
    return body;
  });
  if (created) return { replayed: false, body: created };
  const winner = await findSaleByIdempotencyKey(db, who, key);
  if (!winner)
    throw new AppError('INTERNAL', { cause: 'An idempotent sale vanished after a conflict.' });
  return replay(winner, requestHash);
}
