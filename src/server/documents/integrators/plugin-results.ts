import { z } from 'zod';
import { ZClientResponse, ZIntegratorStatus } from '../../../shared/domain/enums';

const ZDate = z.coerce.date();

/** What the document row mirrors after any call; `gibStatusCode` is null when GİB never saw it. */
export const ZIntegratorState = z.object({
  ettn: z.string(),
  gibStatusCode: z.number().int().nullable(),
  gibStatusText: z.string().nullable(),
  integratorStatus: ZIntegratorStatus,
  final: z.boolean(),
});
export type TIntegratorState = z.infer<typeof ZIntegratorState>;

/**
 * accepted: the integrator took it (1000/1100), follow it with `status`.
 * already-registered: 1163, never resend; `status` tells where the registered copy is.
 * rejected: 11xx, permanent for this content (status 6 with `failureReason`).
 * deferred: transient (e.g. the taxpayer is offline at the integrator), send again later.
 */
export const ZSendOutcome = z.enum(['accepted', 'already-registered', 'rejected', 'deferred']);
export type TSendOutcome = z.infer<typeof ZSendOutcome>;

export const ZSendResult = ZIntegratorState.extend({
  outcome: ZSendOutcome,
  transient: z.boolean(),
  failureReason: z.string().nullable(),
});
export type TSendResult = z.infer<typeof ZSendResult>;

export const ZClientResponseResult = z.object({
  ettn: z.string(),
  // Only commercial (TICARIFATURA) invoices get a client response.
  applicable: z.boolean(),
  // null until the buyer could answer (not delivered yet, or not applicable).
  responseState: ZClientResponse.nullable(),
  reason: z.string().nullable(),
  responseDate: ZDate.nullable(),
  final: z.boolean(),
});
export type TClientResponseResult = z.infer<typeof ZClientResponseResult>;

export const ZTimelineEntry = z.object({
  at: ZDate,
  gibStatusCode: z.number().int().nullable(),
  integratorStatus: ZIntegratorStatus,
  text: z.string(),
});
export type TTimelineEntry = z.infer<typeof ZTimelineEntry>;

export const ZStatusResult = ZIntegratorState.extend({
  // false: the integrator never registered this ETTN, so sending it is safe.
  known: z.boolean(),
  failureReason: z.string().nullable(),
  cancelled: z.boolean(),
  clientResponse: ZClientResponseResult.nullable(),
  timeline: z.array(ZTimelineEntry),
});
export type TStatusResult = z.infer<typeof ZStatusResult>;

export const ZCancelResult = ZIntegratorState.extend({
  cancelled: z.boolean(),
  refusalReason: z.string().nullable(),
});
export type TCancelResult = z.infer<typeof ZCancelResult>;

export const ZFetchUblResult = z.object({
  ettn: z.string(),
  found: z.boolean(),
  xml: z.string().nullable(),
});
export type TFetchUblResult = z.infer<typeof ZFetchUblResult>;

export const ZTaxpayerLookupResult = z.object({
  taxNo: z.string(),
  name: z.string().nullable(),
  isOnline: z.boolean(),
  offlineReason: z.string().nullable(),
  onlineDate: ZDate.nullable(),
});
export type TTaxpayerLookupResult = z.infer<typeof ZTaxpayerLookupResult>;
