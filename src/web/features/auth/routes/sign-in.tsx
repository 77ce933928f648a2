import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { DelayedLoader } from '../../../components/delayed-loader';
import { IconAlertCircle } from '../../../components/icons';
import { useAccount } from '../../../lib/session/get-account';
import { homePath } from '../../../lib/session/home-path';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../../../components/auth-frame/auth-layout';
import { FormHeader } from '../../../components/auth-frame/form-header';
import { SignInForm } from '../components/sign-in-form';

/** Signed in but not allowed to view the organisation (spec §2 Routes). */
function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <FormHeader title={t('auth.notAllowed.title')} subtitle={t('auth.notAllowed.subtitle')} />
      <Alert color="orange" icon={<IconAlertCircle />} role="alert">
        {t('errors.unauthorized.title')}
      </Alert>
      <Button component={Link} to="/auth/logout" variant="default" fullWidth>
        {t('shell.profile.logout')}
      </Button>
    </Stack>
  );
}

/** `/` and `/sign-in`: the form when signed out, otherwise on to the account's home. */
export function SignInRoute() {
  const { t } = useTranslation();
  const account = useAccount();
  usePageTitle(t('auth.signIn.title'));
  if (account.isPending) return <DelayedLoader fullPage />;
  if (account.data) {
    const target = homePath(account.data);
    if (target) return <Navigate to={target} replace />;
  }
  return <AuthLayout>{account.data ? <NotAllowed /> : <SignInForm />}</AuthLayout>;
}
