import { Alert, Stack } from '@mantine/core';
import { BackToSignIn } from '../../../components/auth-frame/back-to-sign-in';
import { FormHeader } from '../../../components/auth-frame/form-header';
import { IconCircleCheck } from '../../../components/icons';
import { useRegistrationTranslation } from '../lib/registration-i18n';

/** The same words for a new and a known address: only the mail tells which it was. */
export function RegistrationSent({ email }: { email: string }) {
  const { t } = useRegistrationTranslation();
  return (
    <Stack gap="md">
      <FormHeader title={t('sent.title')} subtitle={t('register.subtitle')} />
      <Alert color="green" icon={<IconCircleCheck />} role="status" title={t('sent.title')}>
        {t('sent.message', { email })}
      </Alert>
      <BackToSignIn />
    </Stack>
  );
}
