import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlertCircle } from '../../../components/icons';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useRegistrationTranslation } from '../lib/registration-i18n';

export const isDeclined = (error: unknown) =>
  error instanceof ApiError && error.code === 'PAYMENT_DECLINED';

/** Spec §8: a declined card shows 'Payment not received' with the advice to check card or limit. */
export function PaymentError({ error }: { error: unknown }) {
  const { t } = useRegistrationTranslation();
  const { t: tr } = useTranslation();
  if (!isDeclined(error)) return <RequestErrorAlert title={t('card.failed')} error={error} />;
  return (
    <Alert color="red" icon={<IconAlertCircle />} role="alert" title={errorMessage(error, tr)}>
      {t('card.declinedAdvice')}
    </Alert>
  );
}
