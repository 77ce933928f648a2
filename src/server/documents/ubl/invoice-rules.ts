import type { z } from 'zod';
import {
  CUSTOMS_VKN,
  EARSIV_BELGE_TYPES,
  type TInvoiceProfile,
  type TInvoiceTypeCode,
} from '../../../shared/domain/ubl-codes';

type TInvoiceShape = {
  profile: TInvoiceProfile;
  typeCode: TInvoiceTypeCode;
  id: string;
  issueDate: string;
  issueTime?: string | undefined;
  currency: string;
  exchangeRate?: string | undefined;
  billingReferences: unknown[];
  exportBuyer?: unknown;
  internetSale?: unknown;
  supplier: { taxOffice?: string | undefined };
  customer: { id: string };
  lines: {
    vat: { percent: string; exemption?: unknown };
    withholding?: unknown;
    incomeTaxWithholding?: unknown;
    export?: unknown;
  }[];
};

const EXEMPT_TYPES: readonly TInvoiceTypeCode[] = ['ISTISNA', 'IHRACKAYITLI', 'OZELMATRAH'];

/** Profile × type rules of GİB's schematron that the builder can check before writing XML. */
export function checkInvoiceRules(doc: TInvoiceShape, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (doc.id.slice(3, 7) !== doc.issueDate.slice(0, 4)) {
    issue(['id'], 'the year in the invoice number must be the year of the issue date');
  }
  const earsivBelge = EARSIV_BELGE_TYPES.includes(doc.typeCode);
  if ((doc.profile === 'EARSIVFATURA' || doc.profile === 'EARSIVBELGE') && !doc.issueTime) {
    issue(['issueTime'], 'an e-Arşiv invoice needs an issue time');
  }
  if (earsivBelge !== (doc.profile === 'EARSIVBELGE')) {
    issue(['typeCode'], `${EARSIV_BELGE_TYPES.join(' and ')} go with the EARSIVBELGE profile only`);
  }
  if (doc.internetSale && doc.profile !== 'EARSIVFATURA') {
    issue(['internetSale'], 'internet sale details belong on an e-Arşiv invoice');
  }
  if (doc.currency !== 'TRY' && !doc.exchangeRate) {
    issue(['exchangeRate'], 'a foreign-currency invoice needs an exchange rate');
  }
  if (doc.typeCode === 'IADE') {
    if (doc.profile !== 'TEMELFATURA' && doc.profile !== 'EARSIVFATURA') {
      issue(['profile'], 'an IADE invoice is TEMELFATURA or EARSIVFATURA');
    }
    if (doc.billingReferences.length === 0) {
      issue(['billingReferences'], 'an IADE invoice must refer to the original invoice');
    }
  }
  if (doc.profile === 'IHRACAT') {
    if (doc.typeCode !== 'ISTISNA') issue(['typeCode'], 'an IHRACAT invoice has type ISTISNA');
    if (!doc.exportBuyer) issue(['exportBuyer'], 'an IHRACAT invoice needs the foreign buyer');
    if (doc.customer.id !== CUSTOMS_VKN) {
      issue(
        ['customer', 'id'],
        `an IHRACAT invoice is addressed to the customs administration (${CUSTOMS_VKN})`,
      );
    }
    if (!doc.supplier.taxOffice)
      issue(['supplier', 'taxOffice'], 'an IHRACAT invoice names the tax office');
    doc.lines.forEach((line, i) => {
      if (!line.export) issue(['lines', i, 'export'], 'an IHRACAT line needs its export details');
    });
  }
  // A self-employed receipt to a taxpayer may carry VAT withholding too (izibiz's e-SMM sample).
  const withholds = ['TEVKIFAT', 'IADE', 'SERBESTMESLEKMAKBUZU'].includes(doc.typeCode);
  doc.lines.forEach((line, i) => {
    if (line.withholding && !withholds) {
      issue(['lines', i, 'withholding'], 'withholding is only allowed on TEVKIFAT or IADE');
    }
    if (line.incomeTaxWithholding && doc.typeCode !== 'SERBESTMESLEKMAKBUZU') {
      issue(
        ['lines', i, 'incomeTaxWithholding'],
        'income-tax withholding is only allowed on SERBESTMESLEKMAKBUZU',
      );
    }
    const exempt = EXEMPT_TYPES.includes(doc.typeCode) || doc.profile === 'IHRACAT';
    if (exempt && Number(line.vat.percent) === 0 && !line.vat.exemption) {
      issue(
        ['lines', i, 'vat', 'exemption'],
        `a ${doc.typeCode} line without VAT needs an exemption reason`,
      );
    }
  });
  if (doc.typeCode === 'TEVKIFAT' && !doc.lines.some((l) => l.withholding)) {
    issue(['lines'], 'a TEVKIFAT invoice needs withholding on at least one line');
  }
  if (EXEMPT_TYPES.includes(doc.typeCode) && !doc.lines.some((l) => l.vat.exemption)) {
    issue(['lines'], `a ${doc.typeCode} invoice needs an exemption reason on at least one line`);
  }
}
