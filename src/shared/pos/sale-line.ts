import { z } from 'zod';
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

/** ÖTV: an amount per line; the rate is optional because some goods are taxed per unit. */
export const ZPosSpecialConsumptionTax = z.object({
  rate: ZPosPercent.optional(),
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
  accommodationTaxAmount: ZPosAmount.optional(),
  export: ZPosLineExport.optional(),
  note: posText(500).optional(),
});
export type TPosSaleLine = z.infer<typeof ZPosSaleLine>;
