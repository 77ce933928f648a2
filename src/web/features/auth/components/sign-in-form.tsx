import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAuthorize } from '../api/authorize';
import { homePathAfterSignIn } from '../lib/home-path';
import { ZSignInForm } from '../schemas';
import { FormHeader } from './form-header';
import { RequestErrorAlert } from './request-error-alert';

export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const authorize = useAuthorize();
  const form = useZodForm(ZSignInForm, { email: '', password: '', otpCode: '' });

  const submit = form.onSubmit((values) => {
    authorize.mutate(
      { ...values, tenantId: null },
      { onSuccess: (result) => void navigate(homePathAfterSignIn(result.tenantId)) },
    );
  });

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
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" fz="sm" fw={500}>
              {t('auth.signIn.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={authorize.isPending}>
            {t('auth.signIn.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
