import { Divider, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TCardInput } from '../../../../shared/registration/card';
import {
  formatKurus,
  planCharge,
  type TBillingPeriod,
  type TPlan,
} from '../../../../shared/registration/plans';
import { listPath } from '../../../lib/list/list-query';
import { showSuccessToast } from '../../../lib/toast';
import { usePayPlan } from '../api/pay-plan';
import { newAttemptKey } from '../lib/attempt-key';
import { useRegistrationTranslation } from '../lib/registration-i18n';
import { CardForm } from './card-form';
import { isDeclined, PaymentError } from './payment-error';
import { PlanPicker } from './plan-picker';

/**
 * The plan and card step. Each attempt has its own Idempotency-Key: a changed plan, period or
 * card, or a declined card, starts a new one; sending again after no answer (a timeout, a lost
 * connection) repeats the same attempt, which the server never charges twice.
 */
export function PlanCheckout({ plans }: { plans: TPlan[] }) {
  const { t } = useRegistrationTranslation();
  const navigate = useNavigate();
  const pay = usePayPlan();
  const [planCode, setPlanCode] = useState(plans[0]?.code ?? '');
  const [period, setPeriod] = useState<TBillingPeriod>('monthly');
  const attemptKey = useRef(newAttemptKey());
  const newAttempt = () => {
    attemptKey.current = newAttemptKey();
  };
  const plan = plans.find((candidate) => candidate.code === planCode);
  const amount = plan ? formatKurus(planCharge(plan.monthlyPriceKurus, period).totalKurus) : '';

  const onPay = (card: TCardInput) =>
    pay.mutate(
      { attemptKey: attemptKey.current, payment: { planCode, period, card } },
      {
        onSuccess: () => {
          showSuccessToast({ message: t('plan.activated') });
          void navigate(listPath('/organisation/tenant'), { replace: true });
        },
        onError: (error) => {
          if (isDeclined(error)) newAttempt();
        },
      },
    );

  return (
    <Stack gap="md">
      <PlanPicker
        plans={plans}
        planCode={planCode}
        period={period}
        onPlan={(code) => {
          setPlanCode(code);
          newAttempt();
        }}
        onPeriod={(next) => {
          setPeriod(next);
          newAttempt();
        }}
      />
      <Divider />
      {pay.error ? <PaymentError error={pay.error} /> : null}
      <CardForm
        amount={amount}
        pending={pay.isPending}
        error={pay.error}
        onPay={onPay}
        onChange={newAttempt}
      />
    </Stack>
  );
}
