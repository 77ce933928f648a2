import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAuthorize } from '../api/authorize';
import { ZSignInForm } from '../schemas';
import { FormHeader } from '../../../components/auth-frame/form-header';

const OTP_ERRORS = new Set(['OTP_REQUIRED', 'OTP_INVALID']);

/** On success the account query fills and the sign-in route redirects (spec §2 Routes). */
export function SignInForm() {
  const { t } = useTranslation();
  const authorize = useAuthorize();
  const form = useZodForm(ZSignInForm, { email: '', password: '', otpCode: '' });
  const otpProblem = authorize.error instanceof ApiError && OTP_ERRORS.has(authorize.error.code);

  const submit = form.onSubmit((values) => authorize.mutate({ ...values, tenantId: null }));

  return (
    <>
      <FormHeader title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <RequestErrorAlert title={t('auth.signIn.failed')} error={authorize.error} />
          <TextInput
            label={t('auth.signIn.email')}
            placeholder={t('auth.signIn.emailPlaceholder')}
            type="email"
            autoComplete="username"
            required
            withAsterisk={false}
            data-autofocus
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.signIn.password')}
            autoComplete="current-password"
            required
            withAsterisk={false}
            {...form.getInputProps('password')}
          />
          <TextInput
            label={t('auth.signIn.otpCode')}
            description={t('auth.signIn.otpCodeDescription')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.getInputProps('otpCode')}
            error={form.getInputProps('otpCode').error ?? (otpProblem ? true : undefined)}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" fz="sm" fw={500}>
              {t('auth.signIn.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={authorize.isPending}>
            {t('auth.signIn.submit')}
          </Button>
          <Text fz="sm" ta="center">
            {t('auth.signIn.noAccount')}{' '}
            <Anchor component={Link} to="/register" fw={500}>
              {t('auth.signIn.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </>
  );
}
