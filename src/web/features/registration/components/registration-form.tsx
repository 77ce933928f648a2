import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../../shared/i18n/languages';
import { ZRegistrationForm } from '../../../../shared/registration/registration';
import { FormHeader } from '../../../components/auth-frame/form-header';
import { PasswordStrength } from '../../../components/auth-frame/password-strength';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { serverFieldError } from '../../../lib/field-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRegister } from '../api/register';
import { useRegistrationOptions } from '../api/get-registration-options';
import { useRegistrationTranslation } from '../lib/registration-i18n';

// Spec §3: Turkey is the default country (its ISO 3166-1 numeric code is its id).
const TURKEY = '792';

const EMPTY = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  phone: '',
  jobTitleId: '',
  countryId: TURKEY,
  website: '',
  propertyName: '',
};
type TField = keyof typeof EMPTY;

/** Spec §5 registration form; on success the page says to read the mail, whatever the address. */
export function RegistrationForm({ onSent }: { onSent: (email: string) => void }) {
  const { t, i18n } = useRegistrationTranslation();
  const { t: tr } = useTranslation();
  const options = useRegistrationOptions();
  const request = useRegister();
  const form = useZodForm(ZRegistrationForm, EMPTY);
  const field = (name: TField) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      'data-testid': `register-${name}`,
      error: props.error ?? serverFieldError(request.error, name, tr),
    };
  };
  const select = (name: 'jobTitleId' | 'countryId') => {
    const { value, error } = field(name);
    return {
      value: value || null,
      error,
      allowDeselect: false,
      'data-testid': `register-${name}`,
      onChange: (next: string | null) => form.setValue(name, next ?? ''),
    };
  };
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // The API takes the text fields as typed (it applies the same rules) and the selects' ids.
  const submit = form.onSubmit(({ jobTitleId, countryId, email }) =>
    request.mutate(
      { ...form.values, jobTitleId, countryId, language },
      { onSuccess: () => onSent(email) },
    ),
  );

  return (
    <>
      <FormHeader title={t('register.title')} subtitle={t('register.subtitle')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <RequestErrorAlert title={t('register.failed')} error={request.error} />
          <TextInput
            label={t('register.propertyName')}
            required
            data-autofocus
            autoComplete="organization"
            {...field('propertyName')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('register.firstName')}
              required
              autoComplete="given-name"
              {...field('firstName')}
            />
            <TextInput
              label={t('register.lastName')}
              required
              autoComplete="family-name"
              {...field('lastName')}
            />
          </Group>
          <TextInput
            label={t('register.email')}
            type="email"
            required
            autoComplete="email"
            {...field('email')}
          />
          <PasswordInput
            label={t('register.password')}
            required
            autoComplete="new-password"
            {...field('password')}
          />
          <PasswordStrength password={form.values.password} />
          <Select
            label={t('register.jobTitle')}
            required
            data={(options.data?.jobTitles ?? []).map((title) => ({
              value: String(title.id),
              label: t(`jobTitles.${title.key}`),
            }))}
            {...select('jobTitleId')}
          />
          <Select
            label={t('register.country')}
            placeholder={t('register.countrySearch')}
            required
            searchable
            data={(options.data?.countries ?? []).map((country) => ({
              value: String(country.id),
              label: country.name,
            }))}
            {...select('countryId')}
          />
          <TextInput
            label={t('register.phone')}
            description={t('register.phoneHint')}
            type="tel"
            autoComplete="tel"
            {...field('phone')}
          />
          <TextInput label={t('register.website')} autoComplete="url" {...field('website')} />
          <Button type="submit" size="md" fullWidth loading={request.isPending} mt="xs">
            {t('register.submit')}
          </Button>
          <Text fz="sm" ta="center">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to="/sign-in" fw={500}>
              {t('register.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </>
  );
}
