import { useState } from 'react';
import { AuthLayout } from '../../../components/auth-frame/auth-layout';
import { usePageTitle } from '../../../lib/use-page-title';
import { RegistrationForm } from '../components/registration-form';
import { RegistrationSent } from '../components/registration-sent';
import { useRegistrationTranslation } from '../lib/registration-i18n';

/** `/register`: the public sign-up page, in the sign-in screens' frame. */
export function RegisterRoute() {
  const { t } = useRegistrationTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  usePageTitle(t('register.title'));
  return (
    <AuthLayout>
      {sentTo ? <RegistrationSent email={sentTo} /> : <RegistrationForm onSent={setSentTo} />}
    </AuthLayout>
  );
}
