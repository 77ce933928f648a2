import { DAY_MS } from '../../../../shared/format/istanbul-time';
import {
  CLIENT_RESPONSE_DAYS,
  ClientResponse,
  IntegratorStatus,
  type TIntegratorStatus,
} from '../../../../shared/domain/enums';
import {
  GibStatus,
  gibStatusText,
  INTEGRATOR_STATUS_BY_GIB_CODE,
  isFinalGibStatus,
  isGibDeliveryFailed,
  type TGibDeliveryFailureCode,
  type TGibStatusCode,
} from '../../../../shared/domain/gib-status';
import type { TClientResponseResult, TIntegratorState, TTimelineEntry } from '../plugin-results';
import type { TReceivedDocument } from './parse-document';

/** A TICARIFATURA buyer answers within 8 days, else the invoice counts as accepted (domain.md). */
const AUTO_ACCEPT_AFTER_MS = CLIENT_RESPONSE_DAYS * DAY_MS;

export type TDeliveryOutcome = typeof GibStatus.success | TGibDeliveryFailureCode;
export type TSimEvent = { at: number; code: TGibStatusCode };
export type TBuyerAnswer = {
  state: typeof ClientResponse.accepted | typeof ClientResponse.rejected;
  reason: string | null;
  at: number;
};

/** One registered document: its planned status steps are fixed at receipt and read against the clock. */
export type TSimDocument = {
  ettn: string;
  info: TReceivedDocument;
  supplierTaxNo: string;
  docType: number;
  xml: string;
  receivedAt: number;
  events: TSimEvent[];
  buyerAnswer: TBuyerAnswer | null;
  cancel: { at: number; reason: string; cancelDate: Date } | null;
};

/** 1000 → 1100 → 1200 → outcome; 1210 is a retry that ends in 1300 (or 1215 when told so). */
export function planEvents(
  receivedAt: number,
  outcome: TDeliveryOutcome,
  stepMs: number,
): TSimEvent[] {
  const at = (steps: number) => receivedAt + steps * stepMs;
  const events: TSimEvent[] = [
    { at: at(0), code: GibStatus.queued },
    { at: at(1), code: GibStatus.processing },
    { at: at(3), code: GibStatus.processed },
  ];
  const retry = { at: at(6), code: GibStatus.deliveryRetry };
  if (outcome === GibStatus.deliveryFailed) {
    events.push(retry, { at: at(12), code: GibStatus.deliveryFailed });
  } else if (outcome === GibStatus.deliveryRetry) {
    events.push(retry, { at: at(12), code: GibStatus.success });
  } else events.push({ at: at(6), code: outcome });
  return events;
}

function currentEvent(doc: TSimDocument, now: number): TSimEvent {
  let current = doc.events[0] ?? { at: doc.receivedAt, code: GibStatus.queued };
  for (const e of doc.events) if (e.at <= now) current = e;
  return current;
}

function deliveredAt(doc: TSimDocument, now: number): number | null {
  const done = doc.events.find((e) => e.code === GibStatus.success && e.at <= now);
  return done ? done.at : null;
}

function isCommercial(doc: TSimDocument): boolean {
  return doc.info.profileId === 'TICARIFATURA';
}

export function clientResponseAt(doc: TSimDocument, now: number): TClientResponseResult {
  const base = { ettn: doc.ettn, reason: null, responseDate: null };
  const delivered = deliveredAt(doc, now);
  if (!isCommercial(doc)) return { ...base, applicable: false, responseState: null, final: true };
  if (delivered === null || doc.cancel) {
    return { ...base, applicable: true, responseState: null, final: false };
  }
  const deadline = delivered + AUTO_ACCEPT_AFTER_MS;
  const answer = doc.buyerAnswer;
  if (answer && answer.at <= now && answer.at < deadline) {
    const at = Math.max(answer.at, delivered);
    return {
      ...base,
      applicable: true,
      responseState: answer.state,
      reason: answer.reason,
      responseDate: new Date(at),
      final: true,
    };
  }
  if (now >= deadline) {
    return {
      ...base,
      applicable: true,
      responseState: ClientResponse.autoAccepted,
      responseDate: new Date(deadline),
      final: true,
    };
  }
  return { ...base, applicable: true, responseState: ClientResponse.unanswered, final: false };
}

export function stateAt(
  doc: TSimDocument,
  now: number,
): TIntegratorState & { failureReason: string | null } {
  const event = currentEvent(doc, now);
  const code = event.code;
  let integratorStatus: TIntegratorStatus = INTEGRATOR_STATUS_BY_GIB_CODE[code];
  let final = isFinalGibStatus(code, now - event.at);
  if (code === GibStatus.success) {
    const response = clientResponseAt(doc, now);
    final = response.final;
    if (!final) integratorStatus = IntegratorStatus.awaitingApproval;
  }
  if (doc.cancel && doc.cancel.at <= now) {
    integratorStatus = IntegratorStatus.cancelled;
    final = true;
  }
  const failed = isGibDeliveryFailed(code) || code === GibStatus.noReply;
  return {
    ettn: doc.ettn,
    gibStatusCode: code,
    gibStatusText: gibStatusText(code),
    integratorStatus,
    final,
    failureReason: failed ? `${code} ${gibStatusText(code)}` : null,
  };
}

export function timelineAt(doc: TSimDocument, now: number): TTimelineEntry[] {
  const entries: TTimelineEntry[] = doc.events
    .filter((e) => e.at <= now)
    .map((e) => ({
      at: new Date(e.at),
      gibStatusCode: e.code,
      integratorStatus: INTEGRATOR_STATUS_BY_GIB_CODE[e.code],
      text: gibStatusText(e.code),
    }));
  const response = clientResponseAt(doc, now);
  if (response.applicable && response.responseDate && response.responseState !== null) {
    const text = { 1: 'YANIT BEKLENİYOR', 2: 'KABUL', 3: 'RED', 4: 'OTOMATİK KABUL' }[
      response.responseState
    ];
    entries.push({
      at: response.responseDate,
      gibStatusCode: null,
      integratorStatus: IntegratorStatus.successful,
      text: response.reason ? `${text}: ${response.reason}` : text,
    });
  }
  if (doc.cancel && doc.cancel.at <= now) {
    entries.push({
      at: new Date(doc.cancel.at),
      gibStatusCode: null,
      integratorStatus: IntegratorStatus.cancelled,
      text: `İPTAL: ${doc.cancel.reason}`,
    });
  }
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}
