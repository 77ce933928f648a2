import type { TCard, TCardBrand } from '../../shared/registration/card';

/** Why a provider refused a card; the user sees one text for all (spec §8 'Payment not received'). */
export type TDeclineCode = 'insufficientFunds' | 'incorrectCvv' | 'cardDeclined';

export type TChargeRequest = {
  /** The provider deduplicates on it: the same key never charges twice (our attempt id). */
  idempotencyKey: string;
  amountKurus: number;
  currency: 'TRY';
  /** Goes to the provider only; never stored, logged or put into an error. */
  card: TCard;
  description: string;
};

/** What may be kept of a charge: the provider's reference and token, never the card itself. */
export type TChargeOutcome =
  | {
      status: 'approved';
      reference: string;
      cardToken: string;
      brand: TCardBrand;
      last4: string;
    }
  | {
      status: 'declined';
      reference: string;
      declineCode: TDeclineCode;
      brand: TCardBrand;
      last4: string;
    };

/**
 * A payment provider plugin (like the integrator plugins of the document engine): it charges a
 * card once per idempotency key. `signal` aborts a call that takes too long; the outcome of an
 * aborted call is unknown, and asking again with the same key is how it is learnt.
 */
export type TPaymentProvider = {
  readonly key: string;
  charge(request: TChargeRequest, signal: AbortSignal): Promise<TChargeOutcome>;
};

/** The provider did not answer within the configured time (PAYMENT_TIMEOUT_MS). */
export class PaymentTimeoutError extends Error {
  constructor() {
    super('payment provider timed out');
    this.name = 'PaymentTimeoutError';
  }
}

/** Charges through `provider`, giving up after `timeoutMs` with a PaymentTimeoutError. */
export async function chargeWithin(
  provider: TPaymentProvider,
  request: TChargeRequest,
  timeoutMs: number,
): Promise<TChargeOutcome> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await provider.charge(request, signal);
  } catch (error) {
    if (signal.aborted) throw new PaymentTimeoutError();
    throw error;
  }
}
