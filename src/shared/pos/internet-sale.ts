import { z } from 'zod';
import { isValidTaxNo } from '../domain/tax-id';
import { posText, ZPosDate } from './primitives';

/** e-Arşiv internet sale: GİB wants the web address, payment and delivery details. */
export const ZPosInternetSaleInfo = z.object({
  webAddress: posText(250),
  paymentMethod: posText(50),
  paymentAgentName: posText(250).optional(),
  paymentDate: ZPosDate,
  carrierName: posText(250).optional(),
  carrierTaxNo: z
    .string()
    .refine((v) => isValidTaxNo(v), 'must be a valid VKN or TCKN')
    .optional(),
  shipmentDate: ZPosDate.optional(),
});
export type TPosInternetSaleInfo = z.infer<typeof ZPosInternetSaleInfo>;
