import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/auth-layout';
import { SignInForm } from '../components/sign-in-form';

export function SignInRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signIn.title'));
  return (
    <AuthLayout>
      <SignInForm />
    </AuthLayout>
  );
}
