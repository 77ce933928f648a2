import { INVOICE_TYPE_CODES, SCENARIO_PROFILE_IDS, type TDocType } from '../../shared/domain/enums';
import type { TUblDocumentKind } from './validation/xsd';
import type { TInvoiceProfile, TInvoiceTypeCode } from './ubl/invoice-codes';
import { SaleDocumentError, type TSaleDocumentIdentity } from './sale-to-ubl-types';

export type TInvoiceKind = {
  root: 'invoice';
  profile: TInvoiceProfile;
  typeCode: TInvoiceTypeCode;
};
export type TDocumentKind = TInvoiceKind | { root: 'despatchAdvice'; profile: 'TEMELIRSALIYE' };

function invoiceKind(id: TSaleDocumentIdentity): TInvoiceKind {
  const typeCode = INVOICE_TYPE_CODES[id.invoiceType] as TInvoiceTypeCode;
  switch (id.docType) {
    case 1:
      return {
        root: 'invoice',
        profile: SCENARIO_PROFILE_IDS[id.scenarioType] as TInvoiceProfile,
        typeCode,
      };
    case 2:
      if (id.scenarioType === 3) {
        throw new SaleDocumentError('an export (scenarioType 3) is an e-Fatura, not an e-Arşiv');
      }
      return { root: 'invoice', profile: 'EARSIVFATURA', typeCode };
    case 7:
      // A self-employed receipt is a sale, with VAT withholding when the buyer withholds.
      if (id.invoiceType !== 1 && id.invoiceType !== 3) {
        throw new SaleDocumentError('an e-SMM (docType 7) has invoiceType 1 or 3');
      }
      return { root: 'invoice', profile: 'EARSIVBELGE', typeCode: 'SERBESTMESLEKMAKBUZU' };
    case 8:
      if (id.invoiceType !== 1) {
        throw new SaleDocumentError('an e-Adisyon (docType 8) has invoiceType 1');
      }
      return { root: 'invoice', profile: 'EARSIVBELGE', typeCode: 'ADISYON' };
    default:
      throw new SaleDocumentError(`docType ${id.docType} is not an invoice`);
  }
}

/** The UBL root a docType is written as, or null for the Bilgi Fişi, which has none. */
export function ublKindOfDocType(docType: TDocType): TUblDocumentKind | null {
  if (docType === 9) return null;
  return docType === 5 ? 'despatchAdvice' : 'invoice';
}

/** Which UBL document a document row becomes; a Bilgi Fişi becomes none (spec §5). */
export function documentKind(id: TSaleDocumentIdentity): TDocumentKind {
  if (id.docType === 9) {
    throw new SaleDocumentError('a Bilgi Fişi (docType 9) has no UBL document');
  }
  const kind: TDocumentKind =
    id.docType === 5 ? { root: 'despatchAdvice', profile: 'TEMELIRSALIYE' } : invoiceKind(id);
  if (id.profile && id.profile !== kind.profile) {
    throw new SaleDocumentError(
      `the document's profile ${id.profile} does not match docType ${id.docType} (${kind.profile})`,
    );
  }
  return kind;
}
