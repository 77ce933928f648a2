import {
  CLIENT_RESPONSE_DAYS,
  GIB_STATUS_TEXTS,
  type TClientResponse,
  type TDocType,
  type TDocumentStatus,
  type TGibStatusCode,
  type TIntegratorStatus,
} from '../../../shared/domain/enums';
import type { SeededRandom } from './random';
import { weightedPicker } from './random';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

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

const FAILED_CODES = weightedPicker<TGibStatusCode>([
  [1150, 30],
  [1160, 20],
  [1163, 10],
  [1177, 10],
  [1215, 15],
  [1230, 15],
]);
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

/** Status, GİB code and client response of one document, weighted like real traffic. */
export function buildOutcome(
  rand: SeededRandom,
  docType: TDocType,
  isCommercial: boolean,
  issuedMs: number,
  nowMs: number,
): TSeedOutcome {
  const ageDays = (nowMs - issuedMs) / DAY_MS;
  // Most unprocessed documents are recent; a small tail got stuck long ago.
  const pPending = 0.5 * Math.exp(-ageDays / 12) + 0.012;
  const r = rand.next();
  const outcome: TSeedOutcome = {
    status: 2,
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
    outcome.status = 1;
    outcome.attemptCount = 0;
    outcome.integratorStatus = rand.chance(0.8) ? 1 : 30;
  } else if (r < pPending + 0.05) {
    outcome.status = 6;
    const code = FAILED_CODES(rand);
    outcome.gibStatusCode = code;
    outcome.integratorStatus = code === 1215 ? 20 : 6;
    outcome.failureReason = rand.pick(FAILURE_DETAILS[code] ?? [GIB_STATUS_TEXTS[code]]);
    outcome.isResendable = code !== 1163;
    outcome.attemptCount = rand.int(1, 3);
  } else {
    const code = ageDays < 2 ? FRESH_SENT_CODES(rand) : OLD_SENT_CODES(rand);
    outcome.gibStatusCode = code;
    outcome.integratorStatus = code === 1300 ? (rand.chance(0.9) ? 4 : 3) : code === 1220 ? 21 : 2;
    outcome.attemptCount = rand.chance(0.97) ? 1 : 2;
    const cancelAt = issuedMs + rand.int(10 * 60_000, 7 * DAY_MS);
    // Only e-Arşiv documents that were sent can be cancelled (spec §4).
    if (docType === 2 && code === 1300 && cancelAt < nowMs && rand.chance(0.04)) {
      outcome.status = 5;
      outcome.integratorStatus = 5;
      outcome.cancel = { reason: rand.pick(CANCEL_REASONS), atMs: cancelAt };
    }
  }
  if (outcome.gibStatusCode !== null)
    outcome.gibStatusText = GIB_STATUS_TEXTS[outcome.gibStatusCode];
  // An information slip has no e-document: nothing goes to an integrator or to GİB.
  if (docType === 9) {
    outcome.gibStatusCode = null;
    outcome.gibStatusText = null;
    outcome.integratorStatus = null;
  }
  if (isCommercial) outcome.response = buildResponse(rand, outcome, issuedMs, nowMs, ageDays);
  return outcome;
}

function buildResponse(
  rand: SeededRandom,
  outcome: TSeedOutcome,
  issuedMs: number,
  nowMs: number,
  ageDays: number,
): TSeedOutcome['response'] {
  if (outcome.status !== 2 || outcome.gibStatusCode !== 1300)
    return { state: 1, message: null, atMs: null };
  const r = rand.next();
  if (ageDays > CLIENT_RESPONSE_DAYS) {
    if (r < 0.32)
      return { state: 4, message: null, atMs: issuedMs + CLIENT_RESPONSE_DAYS * DAY_MS };
  } else if (r < 0.55) {
    return { state: 1, message: null, atMs: null };
  }
  const window = Math.min(CLIENT_RESPONSE_DAYS * DAY_MS, nowMs - issuedMs);
  const atMs = issuedMs + Math.floor(rand.next() * window);
  return rand.chance(0.1)
    ? { state: 3, message: rand.pick(REJECTION_REASONS), atMs }
    : { state: 2, message: ACCEPTED_MESSAGE, atMs };
}
