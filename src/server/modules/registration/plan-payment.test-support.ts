import type { FastifyInstance } from 'fastify';
import type { TPlanPaymentInput } from '../../../shared/registration/payment';
import { SANDBOX_CARDS } from '../../payments/sandbox/sandbox-cards';

/** A card form for the sandbox (approving Visa unless `number` says otherwise). */
export function cardFor(number: string = SANDBOX_CARDS.approved[0], cvv = '837') {
  const year = (new Date().getFullYear() + 3) % 100;
  return { holderName: 'Zeynep Aydın', number, expiry: `09/${year}`, cvv };
}

export function paymentBody(overrides: Partial<TPlanPaymentInput> = {}): TPlanPaymentInput {
  return { planCode: 'baslangic', period: 'monthly', card: cardFor(), ...overrides };
}

let ipCounter = 0;

/** `POST /api/subscription/payment` with a bearer token, a client address of its own per call. */
export function postPayment(
  app: Pick<FastifyInstance, 'inject'>,
  auth: { authorization: string },
  body: unknown,
  key: string | null,
  ip = `10.88.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`,
) {
  return app.inject({
    method: 'POST',
    url: '/api/subscription/payment',
    headers: {
      ...auth,
      'x-forwarded-for': ip,
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: body as Record<string, unknown>,
  });
}
