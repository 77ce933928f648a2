import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { IconAlertCircle } from '../../../components/icons';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../../../components/auth-frame/auth-layout';
import { BackToSignIn } from '../../../components/auth-frame/back-to-sign-in';
import { FormHeader } from '../../../components/auth-frame/form-header';
import { ResetPasswordForm } from '../components/reset-password-form';

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="orange"
        title={t('auth.resetPassword.invalidLinkTitle')}
        icon={<IconAlertCircle />}
      >
        {t('auth.resetPassword.invalidLinkMessage')}
      </Alert>
      <Button component={Link} to="/forgot-password" variant="light" fullWidth>
        {t('auth.resetPassword.requestNewLink')}
      </Button>
    </Stack>
  );
}

/** Opened from the e-mailed link, which carries `userId` and `code` in its query string. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userId = params.get('userId');
  const code = params.get('code');
  usePageTitle(t('auth.resetPassword.title'));
  return (
    <AuthLayout>
      <FormHeader
        title={t('auth.resetPassword.title')}
        subtitle={t('auth.resetPassword.subtitle')}
      />
      <Stack gap="md">
        {userId && code ? <ResetPasswordForm userId={userId} code={code} /> : <InvalidLink />}
        <BackToSignIn />
      </Stack>
    </AuthLayout>
  );
}
