import { createHash } from 'node:crypto';
import { DocType, DocumentStatus, IntegratorStatus } from '../../../shared/domain/enums';
import {
  GibStatus,
  gibStatusText,
  INTEGRATOR_STATUS_BY_GIB_CODE,
  isFinalGibStatus,
  isGibDeliveryFailed,
  isGibRejection,
  type TGibStatusCode,
} from '../../../shared/domain/gib-status';
import type { TSendOutcome } from '../../documents/integrators/plugin-results';
import type { TSeedOutcome } from './document-status';
import { uuidText, type TUuidWords } from './uuid-words';

/**
 * One integrator exchange row as the pipeline writes it (jobs/record-exchange.ts,
 * pipeline-statements.ts): a send row holds no copy of its request here, since a seeded document's
 * signed file is built on first request (its request is read from there); the other operations
 * keep their JSON request. `answer` null: the call got no answer (a timeout), as a retried send's.
 */
export type TSeedExchange = {
  id: TUuidWords;
  operation: 'send' | 'status' | 'cancel';
  request: { base64: string; hash: string } | null;
  createdMs: number;
  answer: { atMs: number; data: string; success: boolean; outcome: TSendOutcome | null } | null;
};

type TExchangeSubject = {
  id: TUuidWords;
  ettn: TUuidWords;
  docType: number;
  issuedMs: number;
  outcome: TSeedOutcome;
};

const ANSWER_MS = 400;
const RETRY_MS = 60_000;
// When the pipeline's tracking saw the status the document shows.
const TRACKED_AFTER_MS = 10 * 60_000;

/** Another id per exchange of a document: its own id with the last word scrambled. */
function exchangeId(id: TUuidWords, n: number): TUuidWords {
  return { ...id, w3: (id.w3 ^ Math.imul(n + 1, 0x9e3779b9)) | 0 };
}

function jsonRequest(input: Record<string, unknown>): { base64: string; hash: string } {
  const bytes = Buffer.from(JSON.stringify(input), 'utf8');
  return {
    base64: bytes.toString('base64'),
    hash: createHash('sha256').update(bytes).digest('hex'),
  };
}

function gib(code: TGibStatusCode) {
  return { gibStatusCode: code, gibStatusText: gibStatusText(code) };
}

/** What the integrator answered each send (the simulator's TSendResult). */
function sendAnswer(ettn: string, outcome: TSeedOutcome, accepted: boolean) {
  const code = outcome.gibStatusCode;
  if (accepted || code === null) {
    return {
      ettn,
      ...gib(GibStatus.queued),
      integratorStatus: INTEGRATOR_STATUS_BY_GIB_CODE[GibStatus.queued],
      final: false,
      outcome: 'accepted' as const,
      transient: false,
      failureReason: null,
    };
  }
  if (code === GibStatus.alreadyRegistered) {
    return {
      ettn,
      ...gib(code),
      integratorStatus: IntegratorStatus.ignored,
      final: false,
      outcome: 'already-registered' as const,
      transient: false,
      failureReason: null,
    };
  }
  return {
    ettn,
    ...gib(code),
    integratorStatus: IntegratorStatus.failed,
    final: true,
    outcome: 'rejected' as const,
    transient: false,
    failureReason: outcome.failureReason,
  };
}

/** The tracking's last status answer (the simulator's TStatusResult) for what the row shows. */
function statusAnswer(ettn: string, code: TGibStatusCode, outcome: TSeedOutcome, atMs: number) {
  const integratorStatus =
    outcome.status === DocumentStatus.cancelled
      ? IntegratorStatus.successful
      : (outcome.integratorStatus ?? INTEGRATOR_STATUS_BY_GIB_CODE[code]);
  return {
    ettn,
    ...gib(code),
    integratorStatus,
    final: isFinalGibStatus(code, 0) && integratorStatus !== IntegratorStatus.awaitingApproval,
    known: true,
    failureReason: isGibDeliveryFailed(code) ? `${code} ${gibStatusText(code)}` : null,
    cancelled: false,
    clientResponse: null,
    timeline: [
      {
        at: new Date(atMs).toISOString(),
        ...gib(code),
        integratorStatus: INTEGRATOR_STATUS_BY_GIB_CODE[code],
        text: gibStatusText(code),
      },
    ],
  };
}

/**
 * The exchanges the pipeline would have recorded for a seeded document: every send attempt (the
 * earlier ones of a sent document unanswered, then retried), the status its tracking last read
 * for a document GİB took, and the cancellation of a cancelled one. A document still waiting for
 * the pipeline, and an information slip (no e-document), have none.
 */
export function seedExchanges(doc: TExchangeSubject, nowMs: number): TSeedExchange[] {
  const { outcome } = doc;
  if (doc.docType === DocType.bilgiFisi || outcome.status === DocumentStatus.pending) return [];
  const code = outcome.gibStatusCode;
  if (code === null) return [];
  const ettn = uuidText(doc.ettn);
  const at = (ms: number) => Math.min(nowMs, ms);
  const rejected = isGibRejection(code);
  const out: TSeedExchange[] = [];
  let sentMs = doc.issuedMs;
  for (let attempt = 1; attempt <= outcome.attemptCount; attempt++) {
    sentMs = at(doc.issuedMs + 2000 + (attempt - 1) * RETRY_MS);
    const last = attempt === outcome.attemptCount;
    const answered = last || outcome.status === DocumentStatus.failed;
    const data = sendAnswer(ettn, outcome, !rejected);
    out.push({
      id: exchangeId(doc.id, out.length),
      operation: 'send',
      request: null,
      createdMs: sentMs,
      answer: answered
        ? {
            atMs: at(sentMs + ANSWER_MS),
            data: JSON.stringify(data),
            success: data.outcome === 'accepted',
            outcome: data.outcome,
          }
        : null,
    });
  }
  if (rejected) return out;
  const trackedMs = at(Math.max(sentMs + ANSWER_MS, doc.issuedMs + TRACKED_AFTER_MS));
  out.push({
    id: exchangeId(doc.id, out.length),
    operation: 'status',
    request: jsonRequest({ ettn }),
    createdMs: trackedMs,
    answer: {
      atMs: trackedMs,
      data: JSON.stringify(statusAnswer(ettn, code, outcome, trackedMs)),
      success: true,
      outcome: null,
    },
  });
  const cancel = outcome.cancel;
  if (cancel) {
    const cancelDate = new Date(cancel.atMs).toISOString();
    out.push({
      id: exchangeId(doc.id, out.length),
      operation: 'cancel',
      request: jsonRequest({ ettn, reason: cancel.reason, cancelDate }),
      createdMs: cancel.atMs,
      answer: {
        atMs: at(cancel.atMs + ANSWER_MS),
        data: JSON.stringify({
          ettn,
          ...gib(code),
          integratorStatus: IntegratorStatus.cancelled,
          final: true,
          cancelled: true,
          refusalReason: null,
        }),
        success: true,
        outcome: null,
      },
    });
  }
  return out;
}
