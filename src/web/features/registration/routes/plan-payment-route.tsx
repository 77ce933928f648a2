import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import type { TAccount } from '../../../../shared/auth/account';
import { AuthLayout } from '../../../components/auth-frame/auth-layout';
import { FormHeader } from '../../../components/auth-frame/form-header';
import { DelayedLoader } from '../../../components/delayed-loader';
import { IconAlertCircle } from '../../../components/icons';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { useAccount } from '../../../lib/session/get-account';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSubscription } from '../api/get-subscription';
import { PlanActive } from '../components/plan-active';
import { PlanCheckout } from '../components/plan-checkout';
import { useRegistrationTranslation } from '../lib/registration-i18n';

function PlanStep({ account }: { account: TAccount }) {
  const { t } = useRegistrationTranslation();
  const owner = account.isOwner && account.tenantId !== null;
  const state = useSubscription(owner);
  const header = (
    <FormHeader
      title={t('plan.title')}
      subtitle={t('plan.subtitle', { company: account.tenantName ?? '' })}
    />
  );
  if (!owner) {
    return (
      <Stack gap="md">
        {header}
        <Alert color="orange" icon={<IconAlertCircle />} role="alert">
          {t('plan.onlyOwner')}
        </Alert>
        <Button component={Link} to="/" variant="default">
          {t('plan.continue')}
        </Button>
      </Stack>
    );
  }
  const name = `${account.user.firstName} ${account.user.lastName}`;
  return (
    <Stack gap="md">
      {header}
      <Text fz="sm" c="dimmed" data-testid="plan-signed-in-as">
        {t('plan.signedInAs', { name })}
      </Text>
      <RequestErrorAlert title={t('card.failed')} error={state.error} />
      {state.isPending ? <DelayedLoader /> : null}
      {state.data?.subscription ? <PlanActive subscription={state.data.subscription} /> : null}
      {state.data && !state.data.subscription ? <PlanCheckout plans={state.data.plans} /> : null}
    </Stack>
  );
}

/** `/register/plan`: the sign-up's plan-payment step, for the signed-in owner of the business. */
export function PlanPaymentRoute() {
  const { t } = useRegistrationTranslation();
  const account = useAccount();
  usePageTitle(t('plan.title'));
  if (account.isPending) return <DelayedLoader fullPage />;
  if (!account.data) return <Navigate to="/sign-in" replace />;
  return (
    <AuthLayout wide>
      <PlanStep account={account.data} />
    </AuthLayout>
  );
}
