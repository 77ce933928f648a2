import type { TDocType, TInvoiceType, TScenarioType } from '../../../shared/domain/enums';
import type { TPosSaleTransaction } from '../../../shared/pos/sale-transaction';
import { fieldIssue } from '../../../shared/error-text';
import { AppError } from '../../lib/app-error';

export type TDocumentKind = {
  docType: TDocType;
  profileId: string | null;
  /** Only e-Fatura and e-Arşiv carry an invoice type of spec §3; e-Fatura alone a scenario. */
  invoiceType: TInvoiceType | null;
  scenarioType: TScenarioType | null;
};

const REQUESTED_PROFILES: Record<5 | 7 | 8 | 9, string | null> = {
  5: 'TEMELIRSALIYE',
  7: 'EARSIVBELGE',
  8: 'EARSIVBELGE',
  9: null,
};

// GİB allows one combination less than the schema; the field issue marks the field to change.
function notAllowed(path: string): AppError {
  const issue = fieldIssue(`body.${path}`, 'errors.codes.DOCUMENT_KIND_NOT_ALLOWED');
  return new AppError('DOCUMENT_KIND_NOT_ALLOWED', [issue]);
}

/**
 * docType 5/7/8/9 as requested; otherwise e-Fatura for a buyer with a live e-invoice mailbox
 * (PK alias for Invoice in GİB's list), e-Arşiv for everyone else. Exports are always e-Fatura:
 * they are addressed to the customs administration.
 */
export function decideDocumentKind(
  sale: TPosSaleTransaction,
  issuer: { commercialInvoiceEnabled: boolean; buyerIsInvoiceUser: boolean },
): TDocumentKind {
  if (sale.docType !== undefined) {
    return {
      docType: sale.docType,
      profileId: REQUESTED_PROFILES[sale.docType],
      invoiceType: null,
      scenarioType: null,
    };
  }
  if (sale.scenarioType === 3) {
    return { docType: 1, profileId: 'IHRACAT', invoiceType: sale.invoiceType, scenarioType: 3 };
  }
  if (!issuer.buyerIsInvoiceUser) {
    return {
      docType: 2,
      profileId: 'EARSIVFATURA',
      invoiceType: sale.invoiceType,
      scenarioType: null,
    };
  }
  const commercial = sale.scenarioType === 2 && issuer.commercialInvoiceEnabled;
  // GİB: an IADE is TEMELFATURA or EARSIVFATURA, never TICARIFATURA.
  if (commercial && sale.invoiceType === 2) {
    throw notAllowed('scenarioType');
  }
  return {
    docType: 1,
    profileId: commercial ? 'TICARIFATURA' : 'TEMELFATURA',
    invoiceType: sale.invoiceType,
    scenarioType: commercial ? 2 : 1,
  };
}
