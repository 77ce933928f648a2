import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { TSubscription } from '../../../../shared/registration/payment';
import { IconCircleCheck } from '../../../components/icons';
import { listPath } from '../../../lib/list/list-query';
import { planLabel } from '../lib/plan-label';
import { useRegistrationTranslation } from '../lib/registration-i18n';
import { useFormat } from '../../../lib/use-format';

export function PlanActive({ subscription }: { subscription: TSubscription }) {
  const { t } = useRegistrationTranslation();
  const fmt = useFormat();
  return (
    <Stack gap="md">
      <Alert color="green" icon={<IconCircleCheck />} title={t('plan.activeTitle')} role="status">
        {t('plan.activeMessage', {
          plan: planLabel(t, subscription.planCode),
          date: fmt.date(subscription.endsAt),
        })}
      </Alert>
      <Button component={Link} to={listPath('/organisation/tenant')} fullWidth>
        {t('plan.continue')}
      </Button>
    </Stack>
  );
}
