import {
  gibStatusText,
  INTEGRATOR_STATUS_BY_GIB_CODE,
  NO_REPLY_FINAL_AFTER_MS,
  type TGibDeliveryFailureCode,
  type TGibStatusCode,
} from '../gib-codes';
import type {
  TClientResponseResult,
  TIntegratorState,
  TIntegratorStatus,
  TTimelineEntry,
} from '../plugin-results';
import type { TReceivedDocument } from './parse-document';

/** A TICARIFATURA buyer answers within 8 days, else the invoice counts as accepted (domain.md). */
const AUTO_ACCEPT_AFTER_MS = 8 * 24 * 60 * 60 * 1000;

export type TDeliveryOutcome = 1300 | TGibDeliveryFailureCode;
export type TSimEvent = { at: number; code: TGibStatusCode };
export type TBuyerAnswer = { state: 2 | 3; reason: string | null; at: number };

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
    { at: at(0), code: 1000 },
    { at: at(1), code: 1100 },
    { at: at(3), code: 1200 },
  ];
  if (outcome === 1215) events.push({ at: at(6), code: 1210 }, { at: at(12), code: 1215 });
  else if (outcome === 1210) events.push({ at: at(6), code: 1210 }, { at: at(12), code: 1300 });
  else events.push({ at: at(6), code: outcome });
  return events;
}

function currentEvent(doc: TSimDocument, now: number): TSimEvent {
  let current = doc.events[0] ?? { at: doc.receivedAt, code: 1000 };
  for (const e of doc.events) if (e.at <= now) current = e;
  return current;
}

function deliveredAt(doc: TSimDocument, now: number): number | null {
  const done = doc.events.find((e) => e.code === 1300 && e.at <= now);
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
      responseState: 4,
      responseDate: new Date(deadline),
      final: true,
    };
  }
  return { ...base, applicable: true, responseState: 1, final: false };
}

export function stateAt(
  doc: TSimDocument,
  now: number,
): TIntegratorState & { failureReason: string | null } {
  const event = currentEvent(doc, now);
  const code = event.code;
  let integratorStatus: TIntegratorStatus = INTEGRATOR_STATUS_BY_GIB_CODE[code];
  let final =
    code === 1215 || code === 1230 || (code === 1220 && now - event.at >= NO_REPLY_FINAL_AFTER_MS);
  if (code === 1300) {
    const response = clientResponseAt(doc, now);
    final = response.final;
    if (!final) integratorStatus = 30;
  }
  if (doc.cancel && doc.cancel.at <= now) {
    integratorStatus = 5;
    final = true;
  }
  const failed = code === 1215 || code === 1220 || code === 1230;
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
      integratorStatus: 4,
      text: response.reason ? `${text}: ${response.reason}` : text,
    });
  }
  if (doc.cancel && doc.cancel.at <= now) {
    entries.push({
      at: new Date(doc.cancel.at),
      gibStatusCode: null,
      integratorStatus: 5,
      text: `İPTAL: ${doc.cancel.reason}`,
    });
  }
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}
