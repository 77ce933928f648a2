import { z } from 'zod';
import { isValidTaxNo, isValidTckn } from '../domain/tax-id';
import { posText, ZPosAddress, ZPosDate, ZPosTime } from './primitives';

/** e-İrsaliye (docType 5): DespatchAdvice needs the shipment; GİB wants a carrier or a driver. */
export const ZPosDespatchInfo = z
  .object({
    despatchType: z.enum(['SEVK', 'MATBUDAN']).default('SEVK'),
    actualDespatchDate: ZPosDate,
    actualDespatchTime: ZPosTime,
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
    deliveryAddress: ZPosAddress.optional(),
  })
  .refine((d) => d.carrier || d.driver, {
    path: ['carrier'],
    message: 'an e-İrsaliye needs a carrier or a driver',
  });
export type TPosDespatchInfo = z.infer<typeof ZPosDespatchInfo>;
