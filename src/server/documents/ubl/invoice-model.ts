import { z } from 'zod';
import { AMOUNT_PATTERN } from './amount';
import { hasInvalidXmlChars } from './xml-writer';
import {
  INVOICE_ID_PATTERN,
  INVOICE_PROFILES,
  UBL_INVOICE_TYPE_CODES,
  SPECIAL_CONSUMPTION_TAX_CODES,
} from '../../../shared/domain/ubl-codes';
import { checkInvoiceRules } from './invoice-rules';

export const ZText = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(500)
  .refine((v) => !hasInvalidXmlChars(v), 'contains control characters');
export const ZAmount = z
  .string()
  .regex(AMOUNT_PATTERN, 'must be a non-negative amount with at most 2 decimals, e.g. "12.50"');
export const ZPercent = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a percentage, e.g. "20"');
export const ZQuantity = z.string().regex(/^\d{1,12}(\.\d{1,6})?$/, 'must be a positive decimal');
export const ZPrice = z.string().regex(/^\d{1,15}(\.\d{1,8})?$/, 'must be a non-negative decimal');
export const ZDate = z.iso.date();
export const ZTime = z.string().regex(/^\d{2}:\d{2}:\d{2}$/, 'must be a time like "14:05:00"');
/** The ETTN: a GUID, written upper-case. */
export const ZUuid = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/)
  .transform((v) => v.toUpperCase());

export const ZUblAddress = z.object({
  room: ZText.optional(),
  street: ZText.optional(),
  buildingName: ZText.optional(),
  buildingNumber: ZText.optional(),
  district: ZText,
  city: ZText,
  postalZone: ZText.optional(),
  country: ZText.default('Türkiye'),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

const partyCommon = {
  address: ZUblAddress,
  taxOffice: ZText.optional(),
  email: ZText.optional(),
  phone: ZText.optional(),
  website: ZText.optional(),
};

/** Exactly one VKN (with a name) or TCKN (with first and family name), per GİB's rules. */
export const ZUblParty = z.discriminatedUnion('scheme', [
  z.object({
    scheme: z.literal('VKN'),
    id: z.string().regex(/^\d{10}$/, 'a VKN has 10 digits'),
    name: ZText,
    ...partyCommon,
  }),
  z.object({
    scheme: z.literal('TCKN'),
    id: z.string().regex(/^\d{11}$/, 'a TCKN has 11 digits'),
    firstName: ZText,
    familyName: ZText,
    ...partyCommon,
  }),
]);

/** The foreign buyer of an IHRACAT invoice (the customer party is the customs administration). */
export const ZUblExportBuyer = z.object({
  name: ZText,
  taxId: ZText.optional(),
  address: ZUblAddress,
});

const ZExemption = z.object({
  code: z.string().regex(/^\d{3}$/, 'an exemption reason code has 3 digits'),
  reason: ZText,
});

/** What GİB's schematron wants on every IHRACAT line: delivery place, terms, transport, GTİP. */
export const ZUblExportLine = z.object({
  gtip: z.string().regex(/^\d{12}$/, 'a GTİP has 12 digits'),
  incoterms: z.string().regex(/^[A-Z]{3}$/, 'an Incoterms code looks like "CIF"'),
  transportModeCode: z.string().regex(/^\d$/, 'a transport mode code is one digit'),
  deliveryAddress: ZUblAddress,
  package: z
    .object({
      id: ZText.optional(),
      quantity: ZQuantity.optional(),
      typeCode: z.string().regex(/^[A-Z0-9]{2}$/),
    })
    .optional(),
});

export const ZUblInvoiceLine = z.object({
  name: ZText,
  quantity: ZQuantity,
  /** UN/ECE rec. 20 unit code; C62 is "piece". */
  unitCode: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/)
    .default('C62'),
  unitPrice: ZPrice,
  discountAmount: ZAmount.optional(),
  /** Net amount of the line after its discount. */
  lineExtensionAmount: ZAmount,
  vat: z.object({ percent: ZPercent, amount: ZAmount, exemption: ZExemption.optional() }),
  withholding: z
    .object({
      code: z.string().regex(/^\d{3}[A-Z]?$/, 'a withholding code looks like "606"'),
      percent: ZPercent,
      amount: ZAmount,
    })
    .optional(),
  /** ÖTV: on the net amount and part of the VAT base; the rate is absent for per-unit ÖTV. */
  specialConsumptionTax: z
    .object({
      code: z.enum(SPECIAL_CONSUMPTION_TAX_CODES),
      percent: ZPercent.optional(),
      amount: ZAmount,
    })
    .optional(),
  /** Gelir vergisi stopajı (0003) withheld by the payer of an e-SMM, on the net line amount. */
  incomeTaxWithholding: z.object({ percent: ZPercent, amount: ZAmount }).optional(),
  /** Konaklama vergisi (0059): on the net amount, added to the payable amount, not in the VAT base. */
  accommodationTax: z.object({ percent: ZPercent.optional(), amount: ZAmount }).optional(),
  export: ZUblExportLine.optional(),
  note: ZText.optional(),
});

/**
 * A paper the invoice refers to: the original invoice a return gives back (written as an
 * InvoiceDocumentReference of type IADE, GİB's IADEInvioceCheck) or another one, such as an ÖKC
 * information slip (an AdditionalDocumentReference with its type, e.g. OKCBF).
 */
export const ZUblBillingReference = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('returnedInvoice'), id: ZText, issueDate: ZDate }),
  z.object({ kind: z.literal('other'), id: ZText, issueDate: ZDate, documentTypeCode: ZText }),
]);

/**
 * e-Arşiv internet sale (GİB e-Arşiv report `internetSatisBilgi`): the web address goes into the
 * supplier's WebsiteURI, payment into PaymentMeans, shipment into Delivery.
 */
export const ZUblInternetSale = z.object({
  /** GİB's e-Arşiv payment kind, e.g. KREDIKARTI/BANKAKARTI, EFT/HAVALE, KAPIDAODEME. */
  paymentMethod: ZText,
  paymentAgentName: ZText.optional(),
  paymentDate: ZDate,
  carrier: ZUblParty.optional(),
  shipmentDate: ZDate.optional(),
});

export const ZUblInvoice = z
  .object({
    profile: z.enum(INVOICE_PROFILES),
    typeCode: z.enum(UBL_INVOICE_TYPE_CODES),
    id: z.string().regex(INVOICE_ID_PATTERN, 'must be a 3-character prefix, year and 9 digits'),
    uuid: ZUuid,
    copy: z.boolean().default(false),
    issueDate: ZDate,
    issueTime: ZTime.optional(),
    notes: z.array(ZText).default([]),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default('TRY'),
    /** TRY per unit of `currency`; required for foreign currency. */
    exchangeRate: z
      .string()
      .regex(/^\d{1,9}(\.\d{1,6})?$/)
      .optional(),
    billingReferences: z.array(ZUblBillingReference).default([]),
    supplier: ZUblParty,
    customer: ZUblParty,
    exportBuyer: ZUblExportBuyer.optional(),
    internetSale: ZUblInternetSale.optional(),
    lines: z.array(ZUblInvoiceLine).min(1, 'an invoice needs at least one line'),
  })
  .superRefine(checkInvoiceRules);

export type TUblInvoiceInput = z.input<typeof ZUblInvoice>;
export type TUblInvoice = z.output<typeof ZUblInvoice>;
export type TUblParty = z.output<typeof ZUblParty>;
export type TUblAddress = z.output<typeof ZUblAddress>;
export type TUblPartyInput = z.input<typeof ZUblParty>;
export type TUblAddressInput = z.input<typeof ZUblAddress>;
export type TUblInvoiceLine = z.output<typeof ZUblInvoiceLine>;
