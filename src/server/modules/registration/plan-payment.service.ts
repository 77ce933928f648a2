import { fieldIssue } from '../../../shared/error-text';
import { cardBrand } from '../../../shared/registration/card';
import type { TPlanPayment, TPlanPaymentResult } from '../../../shared/registration/payment';
import { planCharge } from '../../../shared/registration/plans';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import {
  chargeWithin,
  PaymentTimeoutError,
  type TChargeOutcome,
  type TPaymentProvider,
} from '../../payments/payment-provider';
import { reserveAttempts, type TAttemptPolicy } from '../auth/auth.public';
import {
  findAttemptByKey,
  hasAttemptInFlight,
  insertAttempt,
  lockTenantForPayment,
  markAttemptTimedOut,
  settleAttempt,
  type TPaymentAttempt,
} from './payment-attempt.repository';
import { findActivePlan } from './plan.repository';
import { findSubscription, insertSubscription } from './subscription.repository';

/** Card attempts per tenant and per client address: card testing stops here. */
export const PAYMENT_POLICY: TAttemptPolicy = { limit: 10, windowSeconds: 60 * 60 };
/** How long past the provider's timeout an unanswered attempt keeps other attempts out. */
const IN_FLIGHT_MARGIN_SECONDS = 60;

export type TPlanPaymentDeps = { db: TDb; provider: TPaymentProvider; timeoutMs: number };
export type TPlanPaymentRequest = {
  tenantId: string;
  actor: TAuditActor;
  idempotencyKey: string;
  payment: TPlanPayment;
};

const declined = (attempt: TPaymentAttempt) =>
  new AppError('PAYMENT_DECLINED', { attemptId: attempt.id });

/**
 * Spec §8 plan payment. The attempt is recorded before the provider is asked (one row per
 * Idempotency-Key), then settled with its answer: a decline changes nothing else, an approval
 * activates the plan once. The same key asked again returns the recorded outcome, or asks the
 * provider again with the attempt's own key, which never charges twice.
 */
export async function payForPlan(
  deps: TPlanPaymentDeps,
  request: TPlanPaymentRequest,
): Promise<TPlanPaymentResult> {
  const { db } = deps;
  const { tenantId, actor, payment } = request;
  await reserveAttempts(
    db,
    [`payment:${tenantId}`, `payment-ip:${actor.ip}`],
    'payments',
    PAYMENT_POLICY,
  );
  const plan = await findActivePlan(db, payment.planCode);
  if (!plan) {
    throw new AppError('VALIDATION_FAILED', [fieldIssue('body.planCode', 'errors.fields.plan')]);
  }
  const charge = planCharge(plan.monthlyPriceKurus, payment.period);
  const attempt = await db.transaction(async (tx) => {
    await lockTenantForPayment(tx, tenantId);
    const known = await findAttemptByKey(tx, tenantId, request.idempotencyKey);
    if (known) {
      const same =
        known.planCode === plan.code &&
        known.period === payment.period &&
        known.totalKurus === charge.totalKurus &&
        known.cardLast4 === payment.card.number.slice(-4);
      if (!same) throw new AppError('UNPROCESSABLE', { reason: 'paymentKeyReused' });
      return known;
    }
    if (await findSubscription(tx, tenantId))
      throw new AppError('CONFLICT', { reason: 'planActive' });
    const inFlight = deps.timeoutMs / 1000 + IN_FLIGHT_MARGIN_SECONDS;
    if (await hasAttemptInFlight(tx, tenantId, request.idempotencyKey, inFlight)) {
      throw new AppError('CONFLICT', { reason: 'paymentInProgress' });
    }
    return insertAttempt(tx, tenantId, {
      idempotencyKey: request.idempotencyKey,
      userId: actor.userId,
      planCode: plan.code,
      period: payment.period,
      ...charge,
      provider: deps.provider.key,
      cardBrand: cardBrand(payment.card.number),
      cardLast4: payment.card.number.slice(-4),
    });
  });
  if (attempt.status === 'approved') return approvedResult(db, tenantId, attempt);
  if (attempt.status === 'declined') throw declined(attempt);

  let outcome: TChargeOutcome;
  try {
    outcome = await chargeWithin(
      deps.provider,
      {
        // The attempt's id: however often this attempt is retried, the provider charges it once.
        idempotencyKey: attempt.id,
        amountKurus: attempt.totalKurus,
        currency: 'TRY',
        card: payment.card,
        description: `posbelge ${plan.code} (${payment.period})`,
      },
      deps.timeoutMs,
    );
  } catch (error) {
    if (!(error instanceof PaymentTimeoutError)) throw error;
    await db.transaction(async (tx) => {
      await markAttemptTimedOut(tx, tenantId, attempt.id);
      await auditAttempt(tx, actor, attempt, 'payment-timeout');
    });
    throw new AppError('PAYMENT_PROVIDER_TIMEOUT', { attemptId: attempt.id });
  }

  const settled = await db.transaction(async (tx) => {
    const row = await settleAttempt(tx, tenantId, attempt.id, outcome);
    if (!row) return attempt;
    await auditAttempt(tx, actor, row, `payment-${row.status}`);
    if (row.status !== 'approved') return row;
    const subscription = await insertSubscription(tx, tenantId, {
      planCode: row.planCode,
      period: payment.period,
      paymentAttemptId: row.id,
    });
    if (subscription) {
      await recordAudit(tx, actor, {
        tenantId,
        action: 'activate',
        entityType: 'subscription',
        entityId: row.id,
        after: subscription,
      });
    }
    return row;
  });
  if (outcome.status === 'declined') throw declined(settled);
  return approvedResult(db, tenantId, { ...settled, status: 'approved' });
}

/** Never the card: the plan, the amount and what the provider let us keep. */
function auditAttempt(
  db: Parameters<typeof recordAudit>[0],
  actor: TAuditActor,
  attempt: TPaymentAttempt,
  action: string,
) {
  return recordAudit(db, actor, {
    tenantId: attempt.tenantId,
    action,
    entityType: 'payment',
    entityId: attempt.id,
    after: {
      planCode: attempt.planCode,
      period: attempt.period,
      totalKurus: attempt.totalKurus,
      provider: attempt.provider,
      cardBrand: attempt.cardBrand,
      cardLast4: attempt.cardLast4,
      declineCode: attempt.declineCode,
    },
  });
}

async function approvedResult(
  db: TDb,
  tenantId: string,
  attempt: TPaymentAttempt,
): Promise<TPlanPaymentResult> {
  const subscription = await findSubscription(db, tenantId);
  // An approval always writes the plan (or finds the one written first) in its transaction.
  if (!subscription) throw new Error(`approved payment ${attempt.id} without a plan`);
  return {
    attemptId: attempt.id,
    totalKurus: attempt.totalKurus,
    cardLast4: attempt.cardLast4,
    subscription,
  };
}
