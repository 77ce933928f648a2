import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPlanPaymentInput,
  ZPlanPaymentResult,
  ZSubscriptionState,
} from '../../../shared/registration/payment';
import type { TDb } from '../../db/database';
import { actorOf } from '../../audit/audit.service';
import { AppError } from '../../lib/app-error';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import type { TPaymentProvider } from '../../payments/payment-provider';
import { requireTenant, scopeOf } from '../../plugins/app/scope';
import { perMinute, RATE_LIMITS } from '../../plugins/external/rate-limit';
import { payForPlan } from './plan-payment.service';
import { listPlans } from './plan.repository';
import { findSubscription } from './subscription.repository';

export type TPlanPaymentRouteDeps = { db: TDb; provider: TPaymentProvider; timeoutMs: number };

const tags = ['registration'];
const security = [{ bearerAuth: [] }];

/** The plan-payment step of sign-up: the selected tenant's plan, paid by its owner. */
export const planPaymentRoutes =
  (deps: TPlanPaymentRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/subscription',
      {
        onRequest: app.auth.require({ tenant: true }),
        schema: {
          tags,
          security,
          summary: "The selected tenant's plan (null before its first payment) and the catalogue",
          response: { 200: ZSubscriptionState },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        if (!scope.isOwner && !scope.isAdmin) {
          throw new AppError('FORBIDDEN', { reason: 'notAllowed' });
        }
        return {
          subscription: await findSubscription(deps.db, requireTenant(scope)),
          plans: await listPlans(deps.db),
        };
      },
    );

    app.post(
      '/api/subscription/payment',
      {
        config: perMinute(RATE_LIMITS.payment),
        onRequest: app.auth.require({ tenant: true }),
        schema: {
          tags,
          security,
          summary:
            "Pay for a plan by card (the tenant owner). Header Idempotency-Key: one per attempt; the same key returns the attempt's outcome. Declined: 402 PAYMENT_DECLINED",
          body: ZPlanPaymentInput,
          response: { 201: ZPlanPaymentResult },
        },
      },
      async (request, reply) => {
        const scope = scopeOf(request);
        if (!scope.isOwner) throw new AppError('FORBIDDEN', { reason: 'notAllowed' });
        const result = await payForPlan(deps, {
          tenantId: requireTenant(scope),
          actor: actorOf(request),
          idempotencyKey: idempotencyKeyOf(request),
          payment: request.body,
        });
        return reply.status(201).send(result);
      },
    );
  };
