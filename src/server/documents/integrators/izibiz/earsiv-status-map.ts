import { IntegratorStatus } from '../../../../shared/domain/enums';
import { GibStatus, INTEGRATOR_STATUS_BY_GIB_CODE } from '../../../../shared/domain/gib-status';
import type { TStatusResult } from '../plugin-results';

/**
 * docs/earsiv/_getearchivestatus.md's statuses on GİB's scale, so the list and the pipeline read
 * e-Arşiv like any document: queued, processing, to be reported (processed), reported (the end).
 */
const GIB_CODE_OF: Record<number, number> = {
  100: GibStatus.queued,
  105: GibStatus.queued,
  110: GibStatus.processing,
  115: GibStatus.processing,
  120: GibStatus.processed,
  130: GibStatus.success,
};
const NOT_FOUND = 200;
const CANCELLED_UNREPORTED = 150;

export function unknownStatus(ettn: string): TStatusResult {
  return {
    ettn,
    gibStatusCode: null,
    gibStatusText: null,
    integratorStatus: IntegratorStatus.notProcessed,
    final: false,
    known: false,
    failureReason: null,
    cancelled: false,
    clientResponse: null,
    timeline: [],
  };
}

/** An e-Arşiv invoice's STATUS and STATUS_DESC as our state; İzibiz's words are the text shown. */
export function earsivStatusResult(ettn: string, status: number, text: string): TStatusResult {
  if (status === NOT_FOUND) return unknownStatus(ettn);
  const now = new Date();
  if (status === CANCELLED_UNREPORTED) {
    return {
      ...unknownStatus(ettn),
      known: true,
      gibStatusText: text,
      integratorStatus: IntegratorStatus.cancelled,
      final: true,
      cancelled: true,
      timeline: [
        { at: now, gibStatusCode: null, integratorStatus: IntegratorStatus.cancelled, text },
      ],
    };
  }
  const code = GIB_CODE_OF[status] ?? GibStatus.processing;
  const integratorStatus =
    INTEGRATOR_STATUS_BY_GIB_CODE[code as keyof typeof INTEGRATOR_STATUS_BY_GIB_CODE];
  return {
    ettn,
    gibStatusCode: code,
    gibStatusText: text,
    integratorStatus,
    final: code === GibStatus.success,
    known: true,
    failureReason: null,
    cancelled: false,
    clientResponse: null,
    timeline: [
      { at: now, gibStatusCode: GibStatus.queued, integratorStatus: IntegratorStatus.sent, text },
      ...(code === GibStatus.queued
        ? []
        : [{ at: now, gibStatusCode: code, integratorStatus, text }]),
    ],
  };
}
