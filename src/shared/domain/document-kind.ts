import {
  DocType,
  ScenarioType,
  type TDocType,
  type TInvoiceType,
  type TScenarioType,
} from './enums';
import { DESPATCH_PROFILE, SCENARIO_PROFILE_IDS, type TInvoiceProfile } from './ubl-codes';

/** The UBL root element a document is written as. */
export type TUblDocumentKind = 'invoice' | 'despatchAdvice';
export type TDocumentProfile = TInvoiceProfile | typeof DESPATCH_PROFILE;

/**
 * docType → UBL root and ProfileID (domain.md "Document kinds"). An e-Fatura's profile comes from
 * its scenario; a Bilgi Fişi has no e-document at all (spec §5).
 */
export const DOC_TYPE_UBL: Record<
  TDocType,
  { root: TUblDocumentKind; profile: TDocumentProfile | null } | null
> = {
  [DocType.eFatura]: { root: 'invoice', profile: null },
  [DocType.eArsiv]: { root: 'invoice', profile: 'EARSIVFATURA' },
  [DocType.eIrsaliye]: { root: 'despatchAdvice', profile: DESPATCH_PROFILE },
  [DocType.eSmm]: { root: 'invoice', profile: 'EARSIVBELGE' },
  [DocType.eAdisyon]: { root: 'invoice', profile: 'EARSIVBELGE' },
  [DocType.bilgiFisi]: null,
};

/** What a sale becomes, decided once at ingestion and stored on the document row. */
export type TDocumentKind = {
  docType: TDocType;
  profileId: TDocumentProfile | null;
  /** Only e-Fatura and e-Arşiv carry an invoice type of spec §3; e-Fatura alone a scenario. */
  invoiceType: TInvoiceType | null;
  scenarioType: TScenarioType | null;
};

/** The UBL root a docType is written as, or null for the Bilgi Fişi, which has none. */
export function ublKindOfDocType(docType: TDocType): TUblDocumentKind | null {
  return DOC_TYPE_UBL[docType]?.root ?? null;
}

/** The ProfileID of a document; an e-Fatura without a scenario is a basic one. */
export function profileIdOf(
  docType: TDocType,
  scenarioType: TScenarioType | null,
): TDocumentProfile | null {
  if (docType === DocType.eFatura) return SCENARIO_PROFILE_IDS[scenarioType ?? ScenarioType.temel];
  return DOC_TYPE_UBL[docType]?.profile ?? null;
}

/** Whether a docType has an e-document (UBL, PDF, signature) at all (spec §5). */
export function hasEDocument(docType: TDocType): boolean {
  return DOC_TYPE_UBL[docType] !== null;
}
