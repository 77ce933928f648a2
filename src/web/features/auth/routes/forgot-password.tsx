import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../../../components/auth-frame/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgotPassword.title'));
  return (
    <AuthLayout>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
