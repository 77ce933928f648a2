import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconCircleCheck } from '../../../components/icons';
import { useZodForm } from '../../../lib/use-zod-form';
import { useForgotPassword } from '../api/forgot-password';
import { ZForgotPasswordForm } from '../schemas';
import { BackToSignIn } from '../../../components/auth-frame/back-to-sign-in';
import { FormHeader } from '../../../components/auth-frame/form-header';
import { RequestErrorAlert } from '../../../components/request-error-alert';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useForgotPassword();
  const form = useZodForm(ZForgotPasswordForm, { email: '' });
  const submit = form.onSubmit((values) => request.mutate(values));

  return (
    <>
      <FormHeader
        title={t('auth.forgotPassword.title')}
        subtitle={t('auth.forgotPassword.subtitle')}
      />
      <Stack gap="md">
        {request.isSuccess ? (
          <Alert
            color="green"
            title={t('auth.forgotPassword.successTitle')}
            icon={<IconCircleCheck />}
            role="status"
          >
            {t('auth.forgotPassword.successMessage')}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <RequestErrorAlert title={t('auth.forgotPassword.failed')} error={request.error} />
              <TextInput
                label={t('auth.signIn.email')}
                placeholder={t('auth.signIn.emailPlaceholder')}
                type="email"
                autoComplete="email"
                required
                withAsterisk={false}
                data-autofocus
                {...form.getInputProps('email')}
              />
              <Button type="submit" size="md" fullWidth loading={request.isPending}>
                {t('auth.forgotPassword.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <BackToSignIn />
      </Stack>
    </>
  );
}
