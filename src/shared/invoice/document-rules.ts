import { DocType, DocumentStatus } from '../domain/enums';
import type { TErrorReason } from '../errors';

/** Why an action on a document is refused; the text is `errors.codes.UNPROCESSABLE.<key>`. */
export type TInvoiceMessageKey = Exclude<
  TErrorReason<'UNPROCESSABLE'>,
  'otpCodeWrong' | 'notSimulator'
>;

type TDocState = { docType: number; status: number };

/** Spec §4/§5: only a sent (2) e-Arşiv (2) document may be cancelled. */
export function cancelRefusal(doc: TDocState): TInvoiceMessageKey | null {
  return doc.docType === DocType.eArsiv && doc.status === DocumentStatus.sent
    ? null
    : 'cancelOnlySentEArsiv';
}

export function resendRefusal(
  doc: TDocState & { isResendable: boolean },
): TInvoiceMessageKey | null {
  if (doc.docType === DocType.bilgiFisi) return 'resendInformationSlip';
  if (doc.status === DocumentStatus.cancelled) return 'resendCancelled';
  return doc.isResendable ? null : 'resendNotAllowed';
}

/**
 * The resendable flag every reader of a document gets: the pipeline's, but never for a Bilgi Fişi
 * (no integrator ever gets one, spec §5) nor a cancelled document, which resendRefusal refuses.
 */
export function isResendable(doc: TDocState & { isResendable: boolean }): boolean {
  return resendRefusal(doc) === null;
}

export function viewRefusal(doc: TDocState): TInvoiceMessageKey | null {
  return doc.docType === DocType.bilgiFisi ? 'viewRefused' : null;
}

export function ublRefusal(doc: TDocState): TInvoiceMessageKey | null {
  return doc.docType === DocType.bilgiFisi ? 'ublRefused' : null;
}

export function xadesRefusal(doc: TDocState): TInvoiceMessageKey | null {
  if (doc.docType === DocType.bilgiFisi) return 'xadesDocTypeRefused';
  if (doc.status === DocumentStatus.pending || doc.status === DocumentStatus.failed) {
    return 'xadesStatusRefused';
  }
  return null;
}

/** Spec §7: UBL is fetched without the integrator while the integrator has not got the document. */
export function dontCallIntegrator(doc: TDocState): boolean {
  return doc.status === DocumentStatus.pending || doc.status === DocumentStatus.failed;
}
