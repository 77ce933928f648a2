import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconCircleCheck } from '../../../components/icons';
import { useZodForm } from '../../../lib/use-zod-form';
import { useResetPassword } from '../api/reset-password';
import { ZResetPasswordForm } from '../schemas';
import { PasswordStrength } from '../../../components/auth-frame/password-strength';
import { RequestErrorAlert } from '../../../components/request-error-alert';

type TResetPasswordFormProps = { userId: string; code: string };

export function ResetPasswordForm({ userId, code }: TResetPasswordFormProps) {
  const { t } = useTranslation();
  const request = useResetPassword();
  const form = useZodForm(ZResetPasswordForm, { password: '', confirmPassword: '' });
  const submit = form.onSubmit((values) => request.mutate({ userId, code, ...values }));

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert
          color="green"
          title={t('auth.resetPassword.successTitle')}
          icon={<IconCircleCheck />}
          role="status"
        >
          {t('auth.resetPassword.successMessage')}
        </Alert>
        <Button component={Link} to="/sign-in" size="md" fullWidth>
          {t('auth.signIn.submit')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <RequestErrorAlert title={t('auth.resetPassword.failed')} error={request.error} />
        <PasswordInput
          label={t('auth.resetPassword.newPassword')}
          autoComplete="new-password"
          required
          withAsterisk={false}
          data-autofocus
          {...form.getInputProps('password')}
        />
        <PasswordStrength password={form.values.password} />
        <PasswordInput
          label={t('auth.resetPassword.confirmPassword')}
          autoComplete="new-password"
          required
          withAsterisk={false}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" size="md" fullWidth loading={request.isPending}>
          {t('auth.resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
