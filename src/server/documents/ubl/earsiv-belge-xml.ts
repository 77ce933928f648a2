import type { TUblInvoiceInput } from './invoice-model';
import { buildInvoiceXml } from './invoice-xml';

export type TUblEarsivBelgeInput = Omit<TUblInvoiceInput, 'profile' | 'typeCode'>;

/**
 * e-SMM (docType 7) as integrators send it: a UBL-TR Invoice, ProfileID EARSIVBELGE, type
 * SERBESTMESLEKMAKBUZU, stopaj (0003) in TaxTotal and deducted from the payable amount
 * (izibiz's e-SMM UBL sample).
 */
export function buildSelfEmployedReceiptXml(
  input: TUblEarsivBelgeInput,
  opts: { xslt: Buffer },
): string {
  return buildInvoiceXml(
    { ...input, profile: 'EARSIVBELGE', typeCode: 'SERBESTMESLEKMAKBUZU' },
    opts,
  );
}

/**
 * e-Adisyon (docType 8): GİB publishes no UBL form for it; the e-Arşiv report lists it (eCheckType)
 * by file name and digest of a signed document, so it is signed as an Invoice on the EARSIVBELGE
 * profile that e-Arşiv non-invoice documents share, with type ADISYON.
 */
export function buildAdisyonXml(input: TUblEarsivBelgeInput, opts: { xslt: Buffer }): string {
  return buildInvoiceXml({ ...input, profile: 'EARSIVBELGE', typeCode: 'ADISYON' }, opts);
}
