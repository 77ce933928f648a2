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

function jsonRequest(json: string): { base64: string; hash: string } {
  const bytes = Buffer.from(json, 'utf8');
  return {
    base64: bytes.toString('base64'),
    hash: createHash('sha256').update(bytes).digest('hex'),
  };
}

function gib(code: TGibStatusCode) {
  return { gibStatusCode: code, gibStatusText: gibStatusText(code) };
}

/**
 * JSON text around a document's ETTN (and the time of its status), made once per kind of answer
 * and cached: a 10,000,000-document seed writes ~20,000,000 answers.
 */
function cached<K, V>(make: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) cache.set(key, (value = make(key)));
    return value;
  };
}

/** `{"ettn":"…", …rest}` as JSON.stringify writes it, rest given as an object after the ETTN. */
function afterEttn(rest: Record<string, unknown>): string {
  return `",${JSON.stringify(rest).slice(1)}`;
}

/** What the integrator answered an accepted send (the simulator's TSendResult). */
const ACCEPTED = afterEttn({
  ...gib(GibStatus.queued),
  integratorStatus: INTEGRATOR_STATUS_BY_GIB_CODE[GibStatus.queued],
  final: false,
  outcome: 'accepted',
  transient: false,
  failureReason: null,
});

/** What the integrator answered a send it turned down. */
function refusedSend(ettn: string, code: TGibStatusCode, failureReason: string | null) {
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
    failureReason,
  };
}

/** The tracking's last status answer (the simulator's TStatusResult) around ETTN and time. */
const statusAnswer = cached((key: string) => {
  const [code, integratorStatus] = key.split(':').map(Number) as [TGibStatusCode, number];
  const head = afterEttn({
    ...gib(code),
    integratorStatus,
    final: isFinalGibStatus(code, 0) && integratorStatus !== IntegratorStatus.awaitingApproval,
    known: true,
    failureReason: isGibDeliveryFailed(code) ? `${code} ${gibStatusText(code)}` : null,
    cancelled: false,
    clientResponse: null,
  }).slice(0, -1);
  const entry = JSON.stringify({
    ...gib(code),
    integratorStatus: INTEGRATOR_STATUS_BY_GIB_CODE[code],
    text: gibStatusText(code),
  }).slice(1);
  return { head: `${head},"timeline":[{"at":"`, tail: `",${entry}]}` };
});

/** The answer to a cancellation the integrator carried out, around the ETTN. */
const cancelAnswer = cached((code: TGibStatusCode) =>
  afterEttn({
    ...gib(code),
    integratorStatus: IntegratorStatus.cancelled,
    final: true,
    cancelled: true,
    refusalReason: null,
  }),
);

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
  const refused = isGibRejection(code)
    ? JSON.stringify(refusedSend(ettn, code, outcome.failureReason))
    : null;
  const out: TSeedExchange[] = [];
  let sentMs = doc.issuedMs;
  for (let attempt = 1; attempt <= outcome.attemptCount; attempt++) {
    sentMs = at(doc.issuedMs + 2000 + (attempt - 1) * RETRY_MS);
    const last = attempt === outcome.attemptCount;
    const answered = last || outcome.status === DocumentStatus.failed;
    out.push({
      id: exchangeId(doc.id, out.length),
      operation: 'send',
      request: null,
      createdMs: sentMs,
      answer: answered
        ? {
            atMs: at(sentMs + ANSWER_MS),
            data: refused ?? `{"ettn":"${ettn}${ACCEPTED}`,
            success: refused === null,
            outcome: refused === null ? 'accepted' : rejectionOutcome(code),
          }
        : null,
    });
  }
  if (refused !== null) return out;
  const trackedMs = at(Math.max(sentMs + ANSWER_MS, doc.issuedMs + TRACKED_AFTER_MS));
  // A cancelled document was successful (1300) when its status was last read.
  const shown =
    outcome.status === DocumentStatus.cancelled
      ? IntegratorStatus.successful
      : (outcome.integratorStatus ?? INTEGRATOR_STATUS_BY_GIB_CODE[code]);
  const status = statusAnswer(`${code}:${shown}`);
  out.push({
    id: exchangeId(doc.id, out.length),
    operation: 'status',
    request: jsonRequest(`{"ettn":"${ettn}"}`),
    createdMs: trackedMs,
    answer: {
      atMs: trackedMs,
      data: `{"ettn":"${ettn}${status.head}${new Date(trackedMs).toISOString()}${status.tail}`,
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
      request: jsonRequest(JSON.stringify({ ettn, reason: cancel.reason, cancelDate })),
      createdMs: cancel.atMs,
      answer: {
        atMs: at(cancel.atMs + ANSWER_MS),
        data: `{"ettn":"${ettn}${cancelAnswer(code)}`,
        success: true,
        outcome: null,
      },
    });
  }
  return out;
}

function rejectionOutcome(code: TGibStatusCode): TSendOutcome {
  return code === GibStatus.alreadyRegistered ? 'already-registered' : 'rejected';
}
