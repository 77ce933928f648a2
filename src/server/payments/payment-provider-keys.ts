/** The payment provider plugins PAYMENT_PROVIDER may name (payment-providers.ts builds them). */
export const PAYMENT_PROVIDER_KEYS = ['sandbox'] as const;
export type TPaymentProviderKey = (typeof PAYMENT_PROVIDER_KEYS)[number];
