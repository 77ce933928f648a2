import { profileIdOf, type TDocumentKind } from '../../../shared/domain/document-kind';
import { DocType, InvoiceType, ScenarioType } from '../../../shared/domain/enums';
import type { TPosSaleTransaction } from '../../../shared/pos/sale-transaction';
import { fieldIssue } from '../../../shared/error-text';
import { AppError } from '../../lib/app-error';

// GİB allows one combination less than the schema; the field issue marks the field to change.
function notAllowed(path: string): AppError {
  const issue = fieldIssue(`body.${path}`, 'errors.codes.DOCUMENT_KIND_NOT_ALLOWED');
  return new AppError('DOCUMENT_KIND_NOT_ALLOWED', [issue]);
}

/**
 * docType 5/7/8/9 as requested (an information slip over the e-Arşiv threshold, `overThreshold`,
 * is not: it becomes an invoice); otherwise e-Fatura for a buyer with a live e-invoice mailbox
 * (PK alias for Invoice in GİB's list), e-Arşiv for everyone else. Exports are always e-Fatura:
 * they are addressed to the customs administration.
 */
export function decideDocumentKind(
  sale: TPosSaleTransaction,
  issuer: { commercialInvoiceEnabled: boolean; buyerIsInvoiceUser: boolean },
  overThreshold = false,
): TDocumentKind {
  if (sale.docType !== undefined && !overThreshold) {
    return {
      docType: sale.docType,
      profileId: profileIdOf(sale.docType, null),
      invoiceType: null,
      scenarioType: null,
    };
  }
  if (sale.scenarioType === ScenarioType.export) {
    const scenarioType = ScenarioType.export;
    const profileId = profileIdOf(DocType.eFatura, scenarioType);
    return { docType: DocType.eFatura, profileId, invoiceType: sale.invoiceType, scenarioType };
  }
  if (!issuer.buyerIsInvoiceUser) {
    return {
      docType: DocType.eArsiv,
      profileId: profileIdOf(DocType.eArsiv, null),
      invoiceType: sale.invoiceType,
      scenarioType: null,
    };
  }
  const commercial = sale.scenarioType === ScenarioType.ticari && issuer.commercialInvoiceEnabled;
  // GİB: an IADE is TEMELFATURA or EARSIVFATURA, never TICARIFATURA.
  if (commercial && sale.invoiceType === InvoiceType.iade) {
    throw notAllowed('scenarioType');
  }
  const scenarioType = commercial ? ScenarioType.ticari : ScenarioType.temel;
  return {
    docType: DocType.eFatura,
    profileId: profileIdOf(DocType.eFatura, scenarioType),
    invoiceType: sale.invoiceType,
    scenarioType,
  };
}
