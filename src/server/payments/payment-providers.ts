import type { TPaymentProviderKey } from './payment-provider-keys';
import type { TPaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox/sandbox-provider';

const PAYMENT_PROVIDERS: Record<TPaymentProviderKey, () => TPaymentProvider> = {
  sandbox: () => createSandboxProvider(),
};

/** The provider plugin PAYMENT_PROVIDER names. */
export function createPaymentProvider(key: TPaymentProviderKey): TPaymentProvider {
  return PAYMENT_PROVIDERS[key]();
}
