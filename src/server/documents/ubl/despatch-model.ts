import { z } from 'zod';
import { DESPATCH_PROFILE, INVOICE_ID_PATTERN } from '../../../shared/domain/ubl-codes';
import {
  ZAmount,
  ZDate,
  ZPrice,
  ZQuantity,
  ZText,
  ZTime,
  ZUblAddress,
  ZUblParty,
  ZUuid,
} from './invoice-model';

export const DESPATCH_TYPE_CODES = ['SEVK', 'MATBUDAN'] as const;
export type TDespatchTypeCode = (typeof DESPATCH_TYPE_CODES)[number];

export const ZUblDriver = z.object({
  firstName: ZText,
  familyName: ZText,
  nationalId: z.string().regex(/^\d{11}$/, 'a TCKN has 11 digits'),
  title: ZText.optional(),
});

/** Where the goods go and who takes them there: GİB's schematron wants a driver or a carrier. */
export const ZUblShipment = z
  .object({
    deliveryAddress: ZUblAddress.extend({
      // GİB's schematron: a Turkish postal code (plate code 01–81 + 3 digits).
      postalZone: z.string().regex(/^(0[1-9]|[1-7]\d|8[01])\d{3}$/, 'must be a postal code'),
    }),
    despatchDate: ZDate,
    despatchTime: ZTime,
    licensePlate: ZText.optional(),
    trailerPlates: z.array(ZText).default([]),
    drivers: z.array(ZUblDriver).default([]),
    carrier: ZUblParty.optional(),
    /** Total value of the goods, informational. */
    valueAmount: ZAmount.optional(),
  })
  .refine((s) => s.drivers.length > 0 || s.carrier !== undefined, {
    message: 'a despatch needs a driver or a carrier',
    path: ['drivers'],
  });

export const ZUblDespatchLine = z.object({
  name: ZText,
  quantity: ZQuantity,
  unitCode: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/)
    .default('C62'),
  sellersItemId: ZText.optional(),
  /** Optional price information; a despatch advice carries no tax. */
  price: z.object({ unitPrice: ZPrice, lineExtensionAmount: ZAmount }).optional(),
  note: ZText.optional(),
});

export const ZUblDespatchAdvice = z
  .object({
    profile: z.literal(DESPATCH_PROFILE).default(DESPATCH_PROFILE),
    typeCode: z.enum(DESPATCH_TYPE_CODES),
    id: z.string().regex(INVOICE_ID_PATTERN, 'must be a 3-character prefix, year and 9 digits'),
    uuid: ZUuid,
    copy: z.boolean().default(false),
    issueDate: ZDate,
    issueTime: ZTime,
    notes: z.array(ZText).default([]),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default('TRY'),
    orderReference: z.object({ id: ZText, issueDate: ZDate }).optional(),
    /** The pre-printed paper waybill a MATBUDAN despatch replaces. */
    printedDocument: z.object({ id: ZText, issueDate: ZDate }).optional(),
    supplier: ZUblParty,
    customer: ZUblParty,
    shipment: ZUblShipment,
    lines: z.array(ZUblDespatchLine).min(1, 'a despatch advice needs at least one line'),
  })
  .superRefine((doc, ctx) => {
    if (doc.id.slice(3, 7) !== doc.issueDate.slice(0, 4)) {
      ctx.addIssue({
        code: 'custom',
        path: ['id'],
        message: 'the year in the despatch number must be the year of the issue date',
      });
    }
    // GİB's schematron (DespatchAdviceTypeCodeCheck).
    if (doc.typeCode === 'MATBUDAN' && !doc.printedDocument) {
      ctx.addIssue({
        code: 'custom',
        path: ['printedDocument'],
        message: 'a MATBUDAN despatch must name the printed waybill it replaces',
      });
    }
  });

export type TUblDespatchAdviceInput = z.input<typeof ZUblDespatchAdvice>;
export type TUblDespatchAdvice = z.output<typeof ZUblDespatchAdvice>;
export type TUblDespatchLine = z.output<typeof ZUblDespatchLine>;
