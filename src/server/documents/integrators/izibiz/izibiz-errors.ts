import { turkishText } from '../../../../shared/error-text';
import type { TIntegratorExchange } from '../plugin';

/**
 * Every error code of İzibiz's documentation (ERROR_TYPE / RequestFault ERROR_CODE) as a stable
 * reason; its texts are i18n `integrators.izibiz.errors.<reason>`, Turkish and English.
 */
export const IZIBIZ_ERROR_REASONS = {
  '-1': 'unexpected',
  10001: 'systemError',
  10002: 'sessionNotCreated',
  10003: 'documentRejected',
  10004: 'sessionInvalid',
  10005: 'productNotActive',
  10006: 'noPermission',
  10007: 'zipRequired',
  10008: 'notFound',
  10009: 'duplicate',
  10010: 'requestTooLarge',
  10011: 'repeated',
  10012: 'userNotActive',
  10013: 'invalidRequest',
  10014: 'invalidSignature',
  10015: 'serviceNotSupported',
  10016: 'customerNotActive',
  10017: 'duplicateNumber',
  10018: 'unauthorizedAccess',
} as const;
export type TIzibizErrorCode = keyof typeof IZIBIZ_ERROR_REASONS;
export type TIzibizReason =
  | (typeof IZIBIZ_ERROR_REASONS)[TIzibizErrorCode]
  | 'noCredentials'
  | 'noReceiverAlias'
  | 'notSupported';

/**
 * What an answer means for the document: `transient` İzibiz failed itself (the outcome of a send
 * is unknown: ask before sending again), `session` a new session and one more try, `account` a
 * person must fix the store's İzibiz settings or account (the document waits), `document` the
 * document itself was refused, `duplicate` İzibiz already holds it (or its number), `notFound`
 * nothing under that key, `done` the operation was made before.
 */
export type TIzibizErrorClass =
  'transient' | 'session' | 'account' | 'document' | 'duplicate' | 'notFound' | 'done' | 'limit';

const CLASS_OF: Record<TIzibizReason, TIzibizErrorClass> = {
  unexpected: 'transient',
  systemError: 'transient',
  sessionNotCreated: 'account',
  documentRejected: 'document',
  sessionInvalid: 'session',
  productNotActive: 'account',
  noPermission: 'account',
  zipRequired: 'document',
  notFound: 'notFound',
  duplicate: 'duplicate',
  requestTooLarge: 'limit',
  repeated: 'done',
  userNotActive: 'account',
  invalidRequest: 'document',
  invalidSignature: 'document',
  serviceNotSupported: 'account',
  customerNotActive: 'account',
  duplicateNumber: 'duplicate',
  unauthorizedAccess: 'account',
  noCredentials: 'account',
  noReceiverAlias: 'document',
  notSupported: 'document',
};

export function izibizReason(code: number): TIzibizReason {
  const known = (IZIBIZ_ERROR_REASONS as Record<string, TIzibizReason>)[String(code)];
  return known ?? 'unexpected';
}

export function izibizErrorClass(reason: TIzibizReason): TIzibizErrorClass {
  return CLASS_OF[reason];
}

/** The Turkish sentence for a reason, with İzibiz's own code and words when it gave them. */
export function izibizReasonText(reason: TIzibizReason, code?: number, detail?: string): string {
  const text = turkishText(`integrators.izibiz.errors.${reason}`) ?? reason;
  if (code === undefined) return text;
  return (
    turkishText('integrators.izibiz.reasonWithCode', { text, code, detail: detail ?? '' }) ?? text
  );
}

/** İzibiz answered with an error (a SOAP fault or ERROR_TYPE). */
export class IzibizFault extends Error {
  readonly code: number;
  readonly reason: TIzibizReason;
  readonly errorClass: TIzibizErrorClass;
  /** ERROR_ELEMENT_INDEX: which document of a batch it is about (1-based), when it says. */
  readonly elementIndex: number | null;
  readonly exchange: TIntegratorExchange | undefined;

  constructor(
    code: number,
    detail: string,
    elementIndex: number | null,
    exchange?: TIntegratorExchange,
    reason: TIzibizReason = izibizReason(code),
  ) {
    super(code === 0 ? izibizReasonText(reason) : izibizReasonText(reason, code, detail));
    this.name = 'IzibizFault';
    this.code = code;
    this.reason = reason;
    this.errorClass = izibizErrorClass(reason);
    this.elementIndex = elementIndex;
    this.exchange = exchange;
  }
}
