import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackToSignIn } from '../../../components/auth-frame/back-to-sign-in';
import { FormHeader } from '../../../components/auth-frame/form-header';
import { IconCircleCheck } from '../../../components/icons';
import { REGISTRATION_NS } from '../lib/texts';

/** The same words for a new and a known address: only the mail tells which it was. */
export function RegistrationSent({ email }: { email: string }) {
  const { t } = useTranslation(REGISTRATION_NS);
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
