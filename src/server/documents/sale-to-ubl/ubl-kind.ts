import { DOC_TYPE_UBL } from '../../../shared/domain/document-kind';
import { DocType, InvoiceType, ScenarioType } from '../../../shared/domain/enums';
import {
  DESPATCH_PROFILE,
  INVOICE_TYPE_CODES,
  SCENARIO_PROFILE_IDS,
  type TInvoiceProfile,
  type TInvoiceTypeCode,
} from '../../../shared/domain/ubl-codes';
import { SaleDocumentError, type TSaleDocumentIdentity } from './sale-document';

export type TInvoiceKind = {
  root: 'invoice';
  profile: TInvoiceProfile;
  typeCode: TInvoiceTypeCode;
};
/** The UBL document a sale is written as: root element, profile and (for invoices) type code. */
export type TUblKind = TInvoiceKind | { root: 'despatchAdvice'; profile: typeof DESPATCH_PROFILE };

function invoiceKind(id: TSaleDocumentIdentity): TInvoiceKind {
  const typeCode = INVOICE_TYPE_CODES[id.invoiceType];
  switch (id.docType) {
    case DocType.eFatura:
      return { root: 'invoice', profile: SCENARIO_PROFILE_IDS[id.scenarioType], typeCode };
    case DocType.eArsiv:
      if (id.scenarioType === ScenarioType.export) {
        throw new SaleDocumentError('an export (scenarioType 3) is an e-Fatura, not an e-Arşiv');
      }
      return { root: 'invoice', profile: 'EARSIVFATURA', typeCode };
    case DocType.eSmm:
      // A self-employed receipt is a sale, with VAT withholding when the buyer withholds.
      if (id.invoiceType !== InvoiceType.satis && id.invoiceType !== InvoiceType.tevkifat) {
        throw new SaleDocumentError('an e-SMM (docType 7) has invoiceType 1 or 3');
      }
      return { root: 'invoice', profile: 'EARSIVBELGE', typeCode: 'SERBESTMESLEKMAKBUZU' };
    case DocType.eAdisyon:
      if (id.invoiceType !== InvoiceType.satis) {
        throw new SaleDocumentError('an e-Adisyon (docType 8) has invoiceType 1');
      }
      return { root: 'invoice', profile: 'EARSIVBELGE', typeCode: 'ADISYON' };
    default:
      throw new SaleDocumentError(`docType ${id.docType} is not an invoice`);
  }
}

/** Which UBL document a document row becomes; a Bilgi Fişi becomes none (spec §5). */
export function ublKindOf(id: TSaleDocumentIdentity): TUblKind {
  const target = DOC_TYPE_UBL[id.docType];
  if (!target) {
    throw new SaleDocumentError('a Bilgi Fişi (docType 9) has no UBL document');
  }
  const kind: TUblKind =
    target.root === 'despatchAdvice'
      ? { root: 'despatchAdvice', profile: DESPATCH_PROFILE }
      : invoiceKind(id);
  if (id.profile && id.profile !== kind.profile) {
    throw new SaleDocumentError(
      `the document's profile ${id.profile} does not match docType ${id.docType} (${kind.profile})`,
    );
  }
  return kind;
}
