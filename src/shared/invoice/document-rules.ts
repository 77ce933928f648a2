import { DocType, DocumentStatus } from '../domain/enums';

/** Spec §5 texts, exact; the web app shows the same words before asking the server. */
export const INVOICE_MESSAGES = {
  cancelOnlySentEArsiv: 'Sadece gönderilmiş olan ve e-arşiv işlemlerini iptal edebilirsiniz',
  viewRefused: 'Bu belge tipi için fatura görüntülenemez.',
  ublRefused: 'Bu işlem tipinde e-belge indirilemez.',
  xadesDocTypeRefused: 'Bu işlem tipinde xadesBes indirilemez.',
  xadesStatusRefused: 'Bu durumu için xadesBes indirilemez.',
  cancelPending:
    'Bu belge için iptal talebi zaten alındı ve işleniyor. / A cancellation is already in progress for this document.',
  resendInformationSlip:
    'Bilgi fişleri entegratöre gönderilmez. / Information slips are not sent to an integrator.',
  resendCancelled:
    'İptal edilmiş belge yeniden gönderilemez. / A cancelled document cannot be sent again.',
  resendNotAllowed: 'Bu belge yeniden gönderilemez. / This document cannot be sent again.',
  documentNotFound: 'Belge bulunamadı. / Document not found.',
} as const;
export type TInvoiceMessageKey = keyof typeof INVOICE_MESSAGES;

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
