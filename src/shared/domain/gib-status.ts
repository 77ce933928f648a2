import { IntegratorStatus, type TIntegratorStatus } from './enums';

/** GİB envelope codes an integrator reports (domain.md "Statuses and GİB codes"). */
export const GibStatus = {
  queued: 1000,
  processing: 1100,
  schematronError: 1150,
  schemaError: 1160,
  alreadyRegistered: 1163,
  invalidSignature: 1177,
  processed: 1200,
  deliveryRetry: 1210,
  deliveryFailed: 1215,
  noReply: 1220,
  targetFailed: 1230,
  success: 1300,
} as const;
export type TGibStatusCode = (typeof GibStatus)[keyof typeof GibStatus];

/**
 * The text GİB sends with each code, in GİB's own wording. It is data (stored in
 * gib_status_text), not a UI label.
 */
export const GIB_STATUS_TEXTS: Record<TGibStatusCode, string> = {
  1000: 'ZARF KUYRUĞA EKLENDİ',
  1100: 'ZARF İŞLENİYOR',
  1150: 'SCHEMATRON KONTROL SONUCU HATALI',
  1160: 'XML ŞEMA KONTROLÜNDEN GEÇEMEDİ',
  1163: 'GÖNDERİLEN ZARF SİSTEMDE DAHA ÖNCE KAYITLI OLAN BİR FATURAYI İÇERMEKTEDİR',
  1177: 'GEÇERSİZ İMZA',
  1200: 'ZARF BAŞARIYLA İŞLENDİ',
  1210: 'DOKÜMAN BULUNAN ADRESE GÖNDERİLEMEDİ',
  1215: 'DOKÜMAN GÖNDERİMİ BAŞARISIZ. TEKRAR GÖNDERME SONLANDI',
  1220: 'HEDEFTEN SİSTEM YANITI GELMEDİ',
  1230: 'HEDEFTEN SİSTEM YANITI BAŞARISIZ GELDİ',
  1300: 'BAŞARIYLA TAMAMLANDI',
};

/** Rejected while processing: nothing is registered, the document must be fixed and resent. */
export const GIB_REJECTION_CODES = [1150, 1160, 1163, 1177] as const;
/** Delivery problems after GİB processed the envelope (1200). */
export const GIB_DELIVERY_FAILURE_CODES = [1210, 1215, 1220, 1230] as const;
/** Delivery definitely failed: final, and the document is failed (status 6). */
export const GIB_FAILED_CODES = [1215, 1230] as const;
export type TGibRejectionCode = (typeof GIB_REJECTION_CODES)[number];
export type TGibDeliveryFailureCode = (typeof GIB_DELIVERY_FAILURE_CODES)[number];
export type TGibFailedCode = (typeof GIB_FAILED_CODES)[number];

/** 1220 turns final only after 48 hours without a reply (domain.md). */
export const NO_REPLY_FINAL_AFTER_MS = 48 * 60 * 60 * 1000;

/** How each code shows as the spec's integrator status. */
export const INTEGRATOR_STATUS_BY_GIB_CODE: Record<TGibStatusCode, TIntegratorStatus> = {
  1000: IntegratorStatus.sent,
  1100: IntegratorStatus.sent,
  1150: IntegratorStatus.failed,
  1160: IntegratorStatus.failed,
  // The duplicate send is ignored; the registered document keeps its own status.
  1163: IntegratorStatus.ignored,
  1177: IntegratorStatus.failed,
  1200: IntegratorStatus.delivered,
  1210: IntegratorStatus.sentError,
  1215: IntegratorStatus.sentError,
  1220: IntegratorStatus.sentNoReply,
  1230: IntegratorStatus.failed,
  1300: IntegratorStatus.successful,
};

export function isGibStatusCode(code: number): code is TGibStatusCode {
  return Object.hasOwn(GIB_STATUS_TEXTS, code);
}

export function gibStatusText(code: TGibStatusCode): string {
  return GIB_STATUS_TEXTS[code];
}

export function isGibRejection(code: number): code is TGibRejectionCode {
  return (GIB_REJECTION_CODES as readonly number[]).includes(code);
}

/**
 * GİB refused the envelope while processing it (1110–1195 in GİB's table, 1163 aside: already
 * registered): an integrator reports it after it took the document; the document failed.
 */
export function isGibEnvelopeRejection(code: number | null): boolean {
  return code !== null && code > 1100 && code < 1200 && code !== GibStatus.alreadyRegistered;
}

/** 1215 and 1230: GİB gave up delivering; the document failed. */
export function isGibDeliveryFailed(code: number | null): boolean {
  return code !== null && (GIB_FAILED_CODES as readonly number[]).includes(code);
}

/** Final at 1300, 1230 and 1215, and at 1220 once 48 hours passed since it was reported. */
export function isFinalGibStatus(code: TGibStatusCode, reportedMsAgo: number): boolean {
  if (code === GibStatus.noReply) return reportedMsAgo >= NO_REPLY_FINAL_AFTER_MS;
  return code === GibStatus.success || isGibDeliveryFailed(code);
}

/**
 * What a failed document may do next (domain.md "Statuses and GİB codes"):
 * - nothing reached GİB (no code: it failed before sending) or GİB rejected the envelope while
 *   processing (1150, 1160, 1177): nothing is registered, so the document may be corrected,
 *   rebuilt and signed again and sent under the same invoice number and ETTN;
 * - GİB processed it and delivery then failed for good (1215, 1230): GİB holds that content, so
 *   only the same signed document may go again, in a new envelope; it is never changed;
 * - 1163 (already registered) or any other code: never resent blindly.
 */
export type TResendKind = 'rebuild' | 'redeliver' | 'none';

export function resendKindAfter(code: number | null): TResendKind {
  if (code === null) return 'rebuild';
  if (code === GibStatus.alreadyRegistered) return 'none';
  if (isGibRejection(code) || isGibEnvelopeRejection(code)) return 'rebuild';
  return isGibDeliveryFailed(code) ? 'redeliver' : 'none';
}
