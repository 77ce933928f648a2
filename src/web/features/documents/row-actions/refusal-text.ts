import type { TTranslationKey } from '../../../../shared/i18n/types';
import type { TDocumentRow } from '../../../../shared/invoice/document-list';
import {
  cancelRefusal,
  resendRefusal,
  type TInvoiceMessageKey,
  ublRefusal,
  viewRefusal,
  xadesRefusal,
} from '../../../../shared/invoice/document-rules';
import { DocumentStatus } from '../../../../shared/domain/enums';

type TRowAction = 'view' | 'cancel' | 'send' | 'ubl' | 'xades';

// Spec §5 toasts live under `documents.*`; other refusals share the server's texts.
const SPEC_TEXT: Partial<Record<TInvoiceMessageKey, TTranslationKey>> = {
  cancelOnlySentEArsiv: 'documents.cancelOnlySentEArsiv',
  viewRefused: 'documents.pdfNotAvailable',
  ublRefused: 'documents.ublNotAvailable',
  xadesDocTypeRefused: 'documents.xadesNotAvailableForType',
  xadesStatusRefused: 'documents.xadesNotAvailableForStatus',
};

function textOf(rule: TInvoiceMessageKey): TTranslationKey {
  return SPEC_TEXT[rule] ?? `errors.codes.UNPROCESSABLE.${rule}`;
}

function sendRefusal(row: TDocumentRow): TTranslationKey | null {
  const rule = resendRefusal(row);
  if (rule === 'resendInformationSlip' || rule === 'resendCancelled') return textOf(rule);
  // Only a failed document has anything to correct and send again (spec §3 "Resend document").
  if (row.status !== DocumentStatus.failed) return 'documentActions.send.notFailed';
  return rule ? textOf(rule) : null;
}

/**
 * Why the row's action is refused before any call (spec §4/§5), as a translation key; null when
 * it may go ahead. The server checks the same shared rules again.
 */
export function refusalOf(action: TRowAction, row: TDocumentRow): TTranslationKey | null {
  if (action === 'send') return sendRefusal(row);
  if (action === 'xades' && !xadesRefusal(row) && !row.saleTransactionId) {
    return 'documentActions.download.noSale';
  }
  const rule = {
    view: viewRefusal,
    cancel: cancelRefusal,
    ubl: ublRefusal,
    xades: xadesRefusal,
  }[action](row);
  return rule ? textOf(rule) : null;
}
