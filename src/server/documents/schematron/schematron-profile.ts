/** How GİB's UBL-TR schematron is run for a document of one profile. */
export type TSchematronProfile = {
  /** The schematron's `type` parameter (aciklamalar.txt in GİB's package). */
  type: string;
  /** Rules of the e-Fatura schematron that another of GİB's rule sets governs for this profile. */
  notApplicable: readonly string[];
};

// GİB's e-Fatura schematron lists the e-Fatura and e-Arşiv invoice types only. An e-Arşiv belge
// (e-SMM: SERBESTMESLEKMAKBUZU, e-Adisyon: ADISYON) follows its own guide (e-SMM Teknik
// Kılavuzu), where that type code, and an e-SMM's income tax withholding (stopaj) under it, are
// what the document must say; every other rule of the UBL-TR schematron applies to it too.
const EARSIV_BELGE: TSchematronProfile = {
  type: 'efatura',
  notApplicable: ['ProfileIDCheck', 'InvoiceTypeCodeCheck', 'GeneralWithholdingTaxTotalCheck'],
};

/**
 * "earchive" checks an e-Arşiv invoice's profile against the e-Arşiv list, "efatura" (the
 * default) every other document against e-Fatura's and e-İrsaliye's lists.
 */
export function schematronProfile(profileId: string | null): TSchematronProfile {
  if (profileId === 'EARSIVFATURA') return { type: 'earchive', notApplicable: [] };
  if (profileId === 'EARSIVBELGE') return EARSIV_BELGE;
  return { type: 'efatura', notApplicable: [] };
}
