import { z } from 'zod';
import { formatMoney } from '../format/money';
import { messageKey } from '../i18n/message-key';

/** Plans are billed monthly, or for a year at the price of ten months. */
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type TBillingPeriod = (typeof BILLING_PERIODS)[number];

export const ZBillingPeriod = z.enum(BILLING_PERIODS, {
  error: messageKey('errors.fields.required'),
});

/** How many months a period covers, and how many of them are charged. */
export const PERIOD_MONTHS: Record<TBillingPeriod, { covered: number; charged: number }> = {
  monthly: { covered: 1, charged: 1 },
  yearly: { covered: 12, charged: 10 },
};

/** KDV (VAT) on software subscriptions: the general rate, 20 % since July 2023. */
export const SUBSCRIPTION_VAT_PERCENT = 20;

/** A catalogue entry as the API returns it; prices in kuruş (integer), VAT excluded. */
export const ZPlan = z.object({
  code: z.string(),
  monthlyPriceKurus: z.number().int().positive(),
});
export type TPlan = z.infer<typeof ZPlan>;

export type TPlanCharge = { netKurus: number; vatKurus: number; totalKurus: number };

/** Half of a kuruş and up rounds away from zero (domain.md: amounts at 2 decimals). */
function percentOf(kurus: number, percent: number): number {
  return Math.floor((kurus * percent + 50) / 100);
}

/**
 * What a period of a plan costs, in integer kuruş: the months charged times the monthly price,
 * plus VAT rounded to the kuruş. Integers only, so no amount passes through a fraction.
 */
export function planCharge(monthlyPriceKurus: number, period: TBillingPeriod): TPlanCharge {
  if (!Number.isSafeInteger(monthlyPriceKurus) || monthlyPriceKurus <= 0) {
    throw new RangeError(`Not a price in kuruş: ${monthlyPriceKurus}`);
  }
  const netKurus = monthlyPriceKurus * PERIOD_MONTHS[period].charged;
  const vatKurus = percentOf(netKurus, SUBSCRIPTION_VAT_PERCENT);
  return { netKurus, vatKurus, totalKurus: netKurus + vatKurus };
}

/** 123456 → '1234.56', the decimal string the money formatter and `numeric` columns take. */
export function kurusToDecimal(kurus: number): string {
  if (!Number.isSafeInteger(kurus)) throw new RangeError(`Not an amount in kuruş: ${kurus}`);
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 49900 → '499,00 ₺'. */
export function formatKurus(kurus: number): string {
  return formatMoney(kurusToDecimal(kurus), 'TRY');
}
