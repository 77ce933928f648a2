import { ClientResponse, IntegratorStatus } from '../../../../shared/domain/enums';
import {
  GibStatus,
  INTEGRATOR_STATUS_BY_GIB_CODE,
  isGibDeliveryFailed,
  isGibEnvelopeRejection,
} from '../../../../shared/domain/gib-status';
import type { TClientResponseResult, TStatusResult } from '../plugin-results';
import { unknownStatus } from './earsiv-status-map';
import { childElement, childText, type XmlElement } from './soap/xml-read';

const AWAITING_BUYER = 111;

function integratorStatusOf(code: number | null): TStatusResult['integratorStatus'] {
  if (code === null) return IntegratorStatus.sent;
  if (isGibEnvelopeRejection(code)) return IntegratorStatus.failed;
  return (
    INTEGRATOR_STATUS_BY_GIB_CODE[code as keyof typeof INTEGRATOR_STATUS_BY_GIB_CODE] ??
    IntegratorStatus.sent
  );
}

/** RESPONSE_CODE (the buyer's KABUL or RED) of a commercial invoice, as the spec's client response. */
function clientResponseOf(
  ettn: string,
  status: XmlElement,
  commercial: boolean,
  gibCode: number | null,
) {
  if (!commercial) return null;
  const response = childText(status, 'RESPONSE_CODE');
  const delivered = gibCode === GibStatus.success;
  const state =
    response === 'KABUL'
      ? ClientResponse.accepted
      : response === 'RED'
        ? ClientResponse.rejected
        : delivered || Number(childText(status, 'STATUS_CODE')) === AWAITING_BUYER
          ? ClientResponse.unanswered
          : null;
  const answered = state === ClientResponse.accepted || state === ClientResponse.rejected;
  const result: TClientResponseResult = {
    ettn,
    applicable: true,
    responseState: state,
    reason: answered ? childText(status, 'RESPONSE_DESCRIPTION') : null,
    responseDate: answered ? new Date() : null,
    final: answered,
  };
  return result;
}

/**
 * An outgoing e-Fatura's or e-İrsaliye's İzibiz status (STATUS_CODE 100–141, STATUS_SUBSTATUS)
 * and GİB code (1000–1300) as our state: GİB's code and text when İzibiz has them, İzibiz's own
 * description before; final at 1300, at a delivery failure (1215, 1230) and at a rejection.
 */
export function envelopeStatusResult(ettn: string, status: XmlElement | null): TStatusResult {
  if (!status) return unknownStatus(ettn);
  const gibText = childText(status, 'GIB_STATUS_DESCRIPTION');
  const gib = childText(status, 'GIB_STATUS_CODE');
  const code = gib === null ? null : Number(gib);
  const text = gibText ?? childText(status, 'STATUS_DESCRIPTION');
  const profile = childText(childElement(status, 'HEADER'), 'PROFILEID');
  const failed = code !== null && (isGibDeliveryFailed(code) || isGibEnvelopeRejection(code));
  const integratorStatus = integratorStatusOf(code);
  const now = new Date();
  return {
    ettn,
    gibStatusCode: code,
    gibStatusText: text,
    integratorStatus,
    final: failed || code === GibStatus.success,
    known: true,
    failureReason: failed ? `${code} ${text ?? ''}`.trim() : null,
    cancelled: false,
    clientResponse: clientResponseOf(ettn, status, profile === 'TICARIFATURA', code),
    timeline: [
      {
        at: now,
        gibStatusCode: GibStatus.queued,
        integratorStatus: IntegratorStatus.sent,
        text: text ?? '',
      },
      ...(code === null || code === GibStatus.queued
        ? []
        : [{ at: now, gibStatusCode: code, integratorStatus, text: text ?? '' }]),
    ],
  };
}
