import { z } from 'zod';
import { isValidTaxNo, isValidTckn } from '../domain/tax-id';
import { posText, ZPosAddress, ZPosDate, ZPosTime } from './primitives';

/** GİB's schematron: an e-İrsaliye's delivery address has a Turkish postal code (plate 01–81 + 3 digits). */
export const ZPosPostalCode = z
  .string({ message: 'is required for an e-İrsaliye delivery address, e.g. 34710' })
  .regex(/^(0[1-9]|[1-7]\d|8[01])\d{3}$/, 'must be a 5-digit postal code like 34710');

/** e-İrsaliye (docType 5): DespatchAdvice needs the shipment; GİB wants a carrier or a driver. */
export const ZPosDespatchInfo = z
  .object({
    despatchType: z.enum(['SEVK', 'MATBUDAN']).default('SEVK'),
    actualDespatchDate: ZPosDate,
    actualDespatchTime: ZPosTime,
    /** MATBUDAN: the number and date of the pre-printed paper waybill this despatch replaces. */
    printedWaybillNo: posText(50).optional(),
    printedWaybillDate: ZPosDate.optional(),
    carrier: z
      .object({
        name: posText(250),
        taxNo: z.string().refine((v) => isValidTaxNo(v), 'must be a valid VKN or TCKN'),
      })
      .optional(),
    driver: z
      .object({
        firstName: posText(100),
        lastName: posText(100),
        tckn: z.string().refine((v) => isValidTckn(v), 'must be a valid TCKN'),
      })
      .optional(),
    vehiclePlate: z
      .string()
      .regex(/^\d{2}[A-Z]{1,3}\d{2,4}$/, 'must be a plate like 34ABC123, without spaces')
      .optional(),
    deliveryAddress: ZPosAddress.extend({ postalZone: ZPosPostalCode }).optional(),
  })
  .superRefine((d, ctx) => {
    const issue = (path: string[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (!d.carrier && !d.driver) issue(['carrier'], 'an e-İrsaliye needs a carrier or a driver');
    const printed = d.printedWaybillNo !== undefined || d.printedWaybillDate !== undefined;
    if (d.despatchType === 'MATBUDAN') {
      if (!d.printedWaybillNo) {
        issue(['printedWaybillNo'], 'is required for MATBUDAN (the printed waybill number)');
      }
      if (!d.printedWaybillDate) {
        issue(['printedWaybillDate'], 'is required for MATBUDAN (the printed waybill date)');
      }
    } else if (printed) {
      issue(['despatchType'], 'must be MATBUDAN when a printed waybill is named');
    }
  });
export type TPosDespatchInfo = z.infer<typeof ZPosDespatchInfo>;
