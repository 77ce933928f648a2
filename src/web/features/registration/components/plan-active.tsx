import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../../shared/format/date';
import type { TSubscription } from '../../../../shared/registration/payment';
import { IconCircleCheck } from '../../../components/icons';
import { listPath } from '../../../lib/list/list-query';
import { planLabel } from '../lib/plan-label';
import { useRegistrationTranslation } from '../lib/registration-i18n';

export function PlanActive({ subscription }: { subscription: TSubscription }) {
  const { t } = useRegistrationTranslation();
  return (
    <Stack gap="md">
      <Alert color="green" icon={<IconCircleCheck />} title={t('plan.activeTitle')} role="status">
        {t('plan.activeMessage', {
          plan: planLabel(t, subscription.planCode),
          date: formatDate(subscription.endsAt),
        })}
      </Alert>
      <Button component={Link} to={listPath('/organisation/tenant')} fullWidth>
        {t('plan.continue')}
      </Button>
    </Stack>
  );
}
