import { z } from 'zod';
import { messageKey } from '../i18n/message-key';
import { ZCardInput } from './card';
import { BILLING_PERIODS, ZBillingPeriod, ZPlan } from './plans';

/** `POST /api/subscription/payment` (header `Idempotency-Key`: one per attempt). */
export const ZPlanPaymentInput = z.object({
  planCode: z.string().trim().min(1, messageKey('errors.fields.plan')).max(40),
  period: ZBillingPeriod,
  card: ZCardInput,
});
export type TPlanPaymentInput = z.input<typeof ZPlanPaymentInput>;
export type TPlanPayment = z.output<typeof ZPlanPaymentInput>;

export const ZSubscription = z.object({
  planCode: z.string(),
  period: z.enum(BILLING_PERIODS),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** `GET /api/subscription`: the tenant's plan (null before the first payment) and the catalogue. */
export const ZSubscriptionState = z.object({
  subscription: ZSubscription.nullable(),
  plans: z.array(ZPlan),
});
export type TSubscriptionState = z.infer<typeof ZSubscriptionState>;

/** An approved payment: the attempt, what was charged and the plan it activated. */
export const ZPlanPaymentResult = z.object({
  attemptId: z.uuid(),
  totalKurus: z.number().int(),
  cardLast4: z.string(),
  subscription: ZSubscription,
});
export type TPlanPaymentResult = z.infer<typeof ZPlanPaymentResult>;
