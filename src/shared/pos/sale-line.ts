import { z } from 'zod';
import { SPECIAL_CONSUMPTION_TAX_CODES } from '../domain/ubl-codes';
import {
  posText,
  ZPosAddress,
  ZPosAmount,
  ZPosPercent,
  ZPosQuantity,
  ZPosUnitPrice,
} from './primitives';

/** VAT exemption (KDV istisna) reason from GİB's code list, e.g. 301 for exports. */
export const ZPosExemption = z.object({
  code: z.string().regex(/^\d{3}$/, 'an exemption code has 3 digits, e.g. "301"'),
  reason: posText(250),
});

/** Withholding (tevkifat, tax code 9015): the part of the VAT the buyer pays to the tax office. */
export const ZPosWithholding = z.object({
  code: z.string().regex(/^\d{3}[A-Z]?$/, 'a withholding code looks like "606"'),
  rate: ZPosPercent,
  amount: ZPosAmount,
});

/**
 * ÖTV: an amount per line; the rate is optional because some goods are taxed per unit. The code
 * says which ÖTV list the goods are on; it cannot be derived from the rate.
 */
export const ZPosSpecialConsumptionTax = z.object({
  code: z.enum(SPECIAL_CONSUMPTION_TAX_CODES, {
    message: 'must be the ÖTV tax code: 0071, 0073, 0074, 0075, 0076 or 0077',
  }),
  rate: ZPosPercent.optional(),
  amount: ZPosAmount,
});

/** Gelir vergisi stopajı (tax code 0003) the payer of an e-SMM keeps back from the net amount. */
export const ZPosIncomeTaxWithholding = z.object({
  rate: ZPosPercent,
  amount: ZPosAmount,
});

/** What GİB's schematron wants on each line of an IHRACAT invoice. */
export const ZPosLineExport = z.object({
  gtip: z.string().regex(/^\d{12}$/, 'a GTİP has 12 digits'),
  incoterms: z.string().regex(/^[A-Z]{3}$/, 'an Incoterms code looks like "CIF"'),
  transportModeCode: z.string().regex(/^\d$/, 'a transport mode code is one digit'),
  deliveryAddress: ZPosAddress,
});

export const ZPosSaleLine = z.object({
  name: posText(250),
  code: posText(100).optional(),
  quantity: ZPosQuantity,
  /** UN/ECE rec. 20 unit code; C62 is "piece". */
  unitCode: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/, 'must be a UN/ECE unit code like "C62" or "KGM"')
    .default('C62'),
  /** Net of VAT. */
  unitPrice: ZPosUnitPrice,
  discount: ZPosAmount.default('0'),
  /** quantity × unitPrice (rounded half up to 2 decimals) − discount. */
  lineExtensionAmount: ZPosAmount,
  vatRate: ZPosPercent,
  vatAmount: ZPosAmount,
  withholding: ZPosWithholding.optional(),
  exemption: ZPosExemption.optional(),
  specialConsumptionTax: ZPosSpecialConsumptionTax.optional(),
  /** e-SMM (docType 7) only. */
  incomeTaxWithholding: ZPosIncomeTaxWithholding.optional(),
  accommodationTaxAmount: ZPosAmount.optional(),
  export: ZPosLineExport.optional(),
  note: posText(500).optional(),
});
export type TPosSaleLine = z.infer<typeof ZPosSaleLine>;
