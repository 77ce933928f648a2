import crypto from 'node:crypto';
import { cardBrand } from '../../../shared/registration/card';
import type { TChargeOutcome, TChargeRequest, TPaymentProvider } from '../payment-provider';
import { SANDBOX_CARDS } from './sandbox-cards';

export type TSandboxCharge = { reference: string; idempotencyKey: string; amountKurus: number };

export type TSandboxProvider = TPaymentProvider & {
  /** Money the sandbox took: one entry per approved key, however often it was asked. */
  charges(): readonly TSandboxCharge[];
};

const newId = (prefix: string) => `${prefix}_sandbox_${crypto.randomBytes(12).toString('hex')}`;

function waitForAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () => reject(new Error('charge aborted'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/**
 * The built-in payment provider: behaves like a real one in test mode. Test cards approve,
 * decline (insufficient funds, wrong CVV) or never answer; any other number is declined, as real
 * test modes refuse real cards. Repeating a key repeats its first outcome without charging again,
 * and a key asked again with another amount is refused, as providers do.
 */
export function createSandboxProvider(opts: { latencyMs?: number } = {}): TSandboxProvider {
  const latencyMs = opts.latencyMs ?? 40;
  const outcomes = new Map<string, { amountKurus: number; outcome: Promise<TChargeOutcome> }>();
  const ledger: TSandboxCharge[] = [];

  async function decide(request: TChargeRequest, signal: AbortSignal): Promise<TChargeOutcome> {
    const { number } = request.card;
    const seen = { brand: cardBrand(number), last4: number.slice(-4), reference: newId('ch') };
    if (number === SANDBOX_CARDS.timeout) return waitForAbort(signal);
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (number === SANDBOX_CARDS.insufficientFunds) {
      return { status: 'declined', declineCode: 'insufficientFunds', ...seen };
    }
    if (number === SANDBOX_CARDS.incorrectCvv) {
      return { status: 'declined', declineCode: 'incorrectCvv', ...seen };
    }
    if (!(SANDBOX_CARDS.approved as readonly string[]).includes(number)) {
      return { status: 'declined', declineCode: 'cardDeclined', ...seen };
    }
    ledger.push({
      reference: seen.reference,
      idempotencyKey: request.idempotencyKey,
      amountKurus: request.amountKurus,
    });
    return { status: 'approved', cardToken: newId('tok'), ...seen };
  }

  return {
    key: 'sandbox',
    charges: () => [...ledger],
    charge(request, signal) {
      const known = outcomes.get(request.idempotencyKey);
      if (known) {
        if (known.amountKurus !== request.amountKurus) {
          return Promise.reject(new Error('idempotency key reused with another amount'));
        }
        return known.outcome;
      }
      const outcome = decide(request, signal);
      outcomes.set(request.idempotencyKey, { amountKurus: request.amountKurus, outcome });
      // A call that never got an answer leaves nothing behind: asking again tries again.
      outcome.catch(() => outcomes.delete(request.idempotencyKey));
      return outcome;
    },
  };
}
