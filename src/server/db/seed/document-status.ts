import {
  CLIENT_RESPONSE_DAYS,
  ClientResponse,
  DocType,
  DocumentStatus,
  IntegratorStatus,
  type TClientResponse,
  type TDocType,
  type TDocumentStatus,
  type TIntegratorStatus,
} from '../../../shared/domain/enums';
import {
  GIB_FAILED_CODES,
  GIB_REJECTION_CODES,
  GibStatus,
  gibStatusText,
  type TGibFailedCode,
  type TGibRejectionCode,
  type TGibStatusCode,
} from '../../../shared/domain/gib-status';
import type { SeededRandom } from './random';
import { weightedPicker } from './random';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * The pipeline takes a document within seconds of its sale: only the last hour's may still be
 * waiting for it, queued like a sale the POS API took (copy-rows.ts), so the first start sends them.
 */
export const PENDING_WINDOW_MS = HOUR_MS;

export type TSeedOutcome = {
  status: TDocumentStatus;
  gibStatusCode: TGibStatusCode | null;
  gibStatusText: string | null;
  integratorStatus: TIntegratorStatus | null;
  failureReason: string | null;
  isResendable: boolean;
  attemptCount: number;
  cancel: { reason: string; atMs: number } | null;
  response: { state: TClientResponse; message: string | null; atMs: number | null } | null;
};

// A failed document ends with a rejection or a failed delivery; keyed so a new code needs a weight.
const FAILED_WEIGHTS: Record<TGibRejectionCode | TGibFailedCode, number> = {
  1150: 30,
  1160: 20,
  1163: 10,
  1177: 10,
  1215: 15,
  1230: 15,
};
const FAILED_CODES = weightedPicker<TGibStatusCode>(
  [...GIB_REJECTION_CODES, ...GIB_FAILED_CODES].map((code) => [code, FAILED_WEIGHTS[code]]),
);
const FRESH_SENT_CODES = weightedPicker<TGibStatusCode>([
  [1300, 70],
  [1200, 12],
  [1210, 6],
  [1220, 6],
  [1100, 6],
]);
const OLD_SENT_CODES = weightedPicker<TGibStatusCode>([
  [1300, 98.5],
  [1220, 1.5],
]);

const FAILURE_DETAILS: Partial<Record<TGibStatusCode, readonly string[]>> = {
  1150: [
    'Schematron: KDV matrahı satır toplamlarıyla uyuşmuyor.',
    'Schematron: Alıcı VKN/TCKN alanı geçersiz.',
    'Schematron: Tevkifat oranı fatura tipiyle uyumsuz.',
  ],
  1160: [
    'XML şema doğrulaması: IssueTime alanı eksik.',
    'XML şema doğrulaması: beklenmeyen eleman cac:Delivery.',
  ],
  1163: ['Bu ETTN ile kayıtlı bir belge GİB sisteminde zaten var.'],
  1177: ['Mali mühür imzası doğrulanamadı.'],
  1215: ['Alıcının posta kutusuna ulaşılamadı; yeniden gönderim sonlandı.'],
  1230: ['Alıcı sistem yanıtı: belge işlenemedi.'],
};

const CANCEL_REASONS = [
  'Müşteri ürünü iade etti.',
  'Hatalı tutar girildi.',
  'Yanlış ürün faturalandı.',
  'Müşteri bilgileri hatalı girildi.',
  'Sipariş müşteri tarafından iptal edildi.',
  'Mükerrer kesilen belge.',
] as const;

const REJECTION_REASONS = [
  'Fatura tutarı sipariş ile uyuşmuyor.',
  'Mal teslim alınmadı.',
  'Fiyat farkı var, yeni fatura düzenleyiniz.',
  'Alıcı bilgileri hatalı.',
  'Mükerrer fatura.',
] as const;

const ACCEPTED_MESSAGE = 'Fatura kabul edilmiştir.';

/** A sent document's integrator status; 1300 is mostly reported as successful, else delivered. */
function sentIntegratorStatus(rand: SeededRandom, code: TGibStatusCode): TIntegratorStatus {
  if (code === GibStatus.success) {
    return rand.chance(0.9) ? IntegratorStatus.successful : IntegratorStatus.delivered;
  }
  return code === GibStatus.noReply ? IntegratorStatus.sentNoReply : IntegratorStatus.sent;
}

/** Status, GİB code and client response of one document, weighted like real traffic. */
export function buildOutcome(
  rand: SeededRandom,
  docType: TDocType,
  isCommercial: boolean,
  issuedMs: number,
  nowMs: number,
): TSeedOutcome {
  const ageDays = (nowMs - issuedMs) / DAY_MS;
  const pPending = nowMs - issuedMs < PENDING_WINDOW_MS ? 0.5 : 0;
  const r = rand.next();
  const outcome: TSeedOutcome = {
    status: DocumentStatus.sent,
    gibStatusCode: null,
    gibStatusText: null,
    integratorStatus: null,
    failureReason: null,
    isResendable: false,
    attemptCount: 1,
    cancel: null,
    response: null,
  };
  if (r < pPending) {
    outcome.status = DocumentStatus.pending;
    outcome.attemptCount = 0;
    outcome.integratorStatus = IntegratorStatus.notProcessed;
  } else if (r < pPending + 0.05) {
    Object.assign(outcome, failure(rand));
  } else {
    const code = ageDays < 2 ? FRESH_SENT_CODES(rand) : OLD_SENT_CODES(rand);
    outcome.gibStatusCode = code;
    outcome.integratorStatus = sentIntegratorStatus(rand, code);
    outcome.attemptCount = rand.chance(0.97) ? 1 : 2;
    const cancelAt = issuedMs + rand.int(10 * 60_000, 7 * DAY_MS);
    // Only e-Arşiv documents that were sent can be cancelled (spec §4).
    const cancellable = docType === DocType.eArsiv && code === GibStatus.success;
    if (cancellable && cancelAt < nowMs && rand.chance(0.04)) {
      outcome.status = DocumentStatus.cancelled;
      outcome.integratorStatus = IntegratorStatus.cancelled;
      outcome.cancel = { reason: rand.pick(CANCEL_REASONS), atMs: cancelAt };
    }
  }
  return finish(rand, outcome, docType, isCommercial, issuedMs, nowMs);
}

/** A document the integrator or GİB turned down, with its code, reason and attempts. */
function failure(rand: SeededRandom): Partial<TSeedOutcome> {
  const code = FAILED_CODES(rand);
  return {
    status: DocumentStatus.failed,
    gibStatusCode: code,
    integratorStatus:
      code === GibStatus.deliveryFailed ? IntegratorStatus.sentError : IntegratorStatus.failed,
    failureReason: rand.pick(FAILURE_DETAILS[code] ?? [gibStatusText(code)]),
    isResendable: code !== GibStatus.alreadyRegistered,
    attemptCount: rand.int(1, 3),
  };
}

/**
 * A failed outcome whatever the dice say: the seed makes a few of each tenant's recent documents
 * fail so that spec §8's failed-count dialog has something real to count.
 */
export function buildFailedOutcome(
  rand: SeededRandom,
  docType: TDocType,
  isCommercial: boolean,
  issuedMs: number,
  nowMs: number,
): TSeedOutcome {
  const outcome: TSeedOutcome = {
    status: DocumentStatus.failed,
    gibStatusCode: null,
    gibStatusText: null,
    integratorStatus: null,
    failureReason: null,
    isResendable: false,
    attemptCount: 1,
    cancel: null,
    response: null,
    ...failure(rand),
  };
  return finish(rand, outcome, docType, isCommercial, issuedMs, nowMs);
}

function finish(
  rand: SeededRandom,
  outcome: TSeedOutcome,
  docType: TDocType,
  isCommercial: boolean,
  issuedMs: number,
  nowMs: number,
): TSeedOutcome {
  if (outcome.gibStatusCode !== null) outcome.gibStatusText = gibStatusText(outcome.gibStatusCode);
  // An information slip has no e-document: nothing goes to an integrator or to GİB, and the
  // pipeline completes it as issued (prepare-step.ts), so it never fails and is never resent.
  if (docType === DocType.bilgiFisi) {
    Object.assign(outcome, {
      status: DocumentStatus.sent,
      gibStatusCode: null,
      gibStatusText: null,
      integratorStatus: null,
      failureReason: null,
      isResendable: false,
      attemptCount: 0,
      cancel: null,
    });
  }
  if (isCommercial) {
    const ageDays = (nowMs - issuedMs) / DAY_MS;
    outcome.response = buildResponse(rand, outcome, issuedMs, nowMs, ageDays);
  }
  return outcome;
}

function buildResponse(
  rand: SeededRandom,
  outcome: TSeedOutcome,
  issuedMs: number,
  nowMs: number,
  ageDays: number,
): TSeedOutcome['response'] {
  const unanswered = { state: ClientResponse.unanswered, message: null, atMs: null };
  if (outcome.status !== DocumentStatus.sent || outcome.gibStatusCode !== GibStatus.success)
    return unanswered;
  const r = rand.next();
  if (ageDays > CLIENT_RESPONSE_DAYS) {
    if (r < 0.32) {
      const atMs = issuedMs + CLIENT_RESPONSE_DAYS * DAY_MS;
      return { state: ClientResponse.autoAccepted, message: null, atMs };
    }
  } else if (r < 0.55) {
    return unanswered;
  }
  const window = Math.min(CLIENT_RESPONSE_DAYS * DAY_MS, nowMs - issuedMs);
  const atMs = issuedMs + Math.floor(rand.next() * window);
  return rand.chance(0.1)
    ? { state: ClientResponse.rejected, message: rand.pick(REJECTION_REASONS), atMs }
    : { state: ClientResponse.accepted, message: ACCEPTED_MESSAGE, atMs };
}
