import { z } from 'zod';
import { ZPaymentStatus } from '../domain/enums';
import { posText, ZPosAmount } from './primitives';

export const POS_PAYMENT_TYPES = [
  'cash',
  'card',
  'transfer',
  'voucher',
  'mobile',
  'other',
] as const;

export const ZPosPayment = z.object({
  type: z.enum(POS_PAYMENT_TYPES, { message: `must be one of ${POS_PAYMENT_TYPES.join(', ')}` }),
  status: ZPaymentStatus.default('completed'),
  amount: ZPosAmount,
  reference: posText(100).optional(),
});
export type TPosPayment = z.infer<typeof ZPosPayment>;
