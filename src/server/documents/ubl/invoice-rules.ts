import type { z } from 'zod';
import { CUSTOMS_VKN, type TInvoiceProfile, type TInvoiceTypeCode } from './invoice-codes';

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
  supplier: { taxOffice?: string | undefined };
  customer: { id: string };
  lines: {
    vat: { percent: string; exemption?: unknown };
    withholding?: unknown;
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
  if (doc.profile === 'EARSIVFATURA' && !doc.issueTime) {
    issue(['issueTime'], 'an e-Arşiv invoice needs an issue time');
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
  const withholds = doc.typeCode === 'TEVKIFAT' || doc.typeCode === 'IADE';
  doc.lines.forEach((line, i) => {
    if (line.withholding && !withholds) {
      issue(['lines', i, 'withholding'], 'withholding is only allowed on TEVKIFAT or IADE');
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
