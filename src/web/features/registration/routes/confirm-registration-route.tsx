import { Alert, Button, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/auth-frame/auth-layout';
import { FormHeader } from '../../../components/auth-frame/form-header';
import { IconAlertCircle } from '../../../components/icons';
import { usePageTitle } from '../../../lib/use-page-title';
import { ConfirmRegistrationPanel } from '../components/confirm-registration-panel';
import { useRegistrationTranslation } from '../lib/registration-i18n';

function IncompleteLink() {
  const { t } = useRegistrationTranslation();
  return (
    <Stack gap="md">
      <FormHeader title={t('confirm.title')} subtitle={t('confirm.subtitle')} />
      <Alert color="orange" title={t('confirm.invalidTitle')} icon={<IconAlertCircle />}>
        {t('confirm.invalidMessage')}
      </Alert>
      <Button component={Link} to="/register" variant="light" fullWidth>
        {t('confirm.registerAgain')}
      </Button>
    </Stack>
  );
}

/** `/register/confirm?registrationId&code`: opened from the e-mailed link. */
export function ConfirmRegistrationRoute() {
  const { t } = useRegistrationTranslation();
  const [params] = useSearchParams();
  const registrationId = params.get('registrationId');
  const code = params.get('code');
  usePageTitle(t('confirm.title'));
  return (
    <AuthLayout>
      {registrationId && code ? (
        <ConfirmRegistrationPanel registrationId={registrationId} code={code} />
      ) : (
        <IncompleteLink />
      )}
    </AuthLayout>
  );
}
