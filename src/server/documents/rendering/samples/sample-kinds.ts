import {
  DocType,
  InvoiceType,
  ScenarioType,
  type TCurrency,
  type TInvoiceType,
  type TScenarioType,
} from '../../../../shared/domain/enums';
import { INVOICE_TYPE_CODES } from '../../../../shared/domain/ubl-codes';
import type { TIntegratorDocType } from '../../../../shared/store/integrator-config';
import type { TSaleDocumentIdentity } from '../../sale-to-ubl/sale-document';
import { ublKindOf } from '../../sale-to-ubl/ubl-kind';

const SAMPLE_DATE = '2026-11-22';

/** One kind of document a store's stylesheet will be embedded in, in one currency. */
export type TSampleKind = {
  docType: TIntegratorDocType;
  invoiceType: TInvoiceType;
  scenarioType: TScenarioType;
  currency: TCurrency;
};

/** The invoice types each docType with a stylesheet of its own is issued as (ubl-kind.ts). */
const INVOICE_TYPES: Record<TIntegratorDocType, readonly TInvoiceType[]> = {
  [DocType.eFatura]: [1, 2, 3, 4, 5, 6],
  [DocType.eArsiv]: [1, 2, 3, 4, 5, 6],
  [DocType.eSmm]: [InvoiceType.satis, InvoiceType.tevkifat],
  [DocType.eAdisyon]: [InvoiceType.satis],
};

const kind = (
  docType: TIntegratorDocType,
  invoiceType: TInvoiceType,
  scenarioType: TScenarioType = ScenarioType.temel,
  currency: TCurrency = 'TRY',
): TSampleKind => ({ docType, invoiceType, scenarioType, currency });

/**
 * The documents a stylesheet for `docType` is checked on at upload: every invoice type the store
 * can issue under it in lira, a sale in euro, and for e-Fatura an export in dollars and, when the
 * store issues commercial invoices (TICARIFATURA), a commercial sale.
 */
export function sampleKindsOf(
  docType: TIntegratorDocType,
  store: { commercialInvoiceEnabled: boolean },
): TSampleKind[] {
  const kinds = INVOICE_TYPES[docType].map((invoiceType) => kind(docType, invoiceType));
  kinds.push(kind(docType, InvoiceType.satis, ScenarioType.temel, 'EUR'));
  if (docType === DocType.eFatura) {
    kinds.push(kind(docType, InvoiceType.istisna, ScenarioType.export, 'USD'));
    if (store.commercialInvoiceEnabled) kinds.push(kind(docType, InvoiceType.satis, 2));
  }
  return kinds;
}

/**
 * The identity of a sample of `k`: a number of a sample series, issued at a fixed moment (the
 * exchange rate is the sale's).
 */
export function sampleIdentity(k: TSampleKind): TSaleDocumentIdentity {
  return {
    docType: k.docType,
    invoiceType: k.invoiceType,
    scenarioType: k.scenarioType,
    invoiceNo: `XSL${SAMPLE_DATE.slice(0, 4)}${String(k.docType * 100 + k.invoiceType).padStart(9, '0')}`,
    ettn: '00000000-0000-4000-8000-000000000000',
    issueDate: SAMPLE_DATE,
    issueTime: '14:05:00',
    currency: k.currency,
  };
}

/** The kind as UBL-TR writes it, e.g. "EARSIVFATURA/IADE (TRY)": the same in any language. */
export function sampleKindName(k: TSampleKind): string {
  const ubl = ublKindOf(sampleIdentity(k));
  const typeCode = ubl.root === 'invoice' ? ubl.typeCode : '';
  const asked = INVOICE_TYPE_CODES[k.invoiceType];
  // An e-SMM with VAT withholding keeps its type code: the withholding is named beside it.
  const extra = k.invoiceType !== InvoiceType.satis && asked !== typeCode ? `+${asked}` : '';
  return `${ubl.profile}/${typeCode}${extra} (${k.currency})`;
}
