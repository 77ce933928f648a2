import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTextField } from '../lib/store-form-values';
import { PhoneField } from './phone-field';

type TFieldProps = {
  values: Record<TTextField, string>;
  error: (field: string) => string | undefined;
  setText: (field: TTextField, value: string) => void;
};

export function StoreContactFields({ values, error, setText }: TFieldProps) {
  const { t } = useTranslation();
  const text = (field: TTextField) => (
    <TextInput
      key={field}
      label={t(`stores.fields.${field}` as 'stores.fields.email')}
      value={values[field]}
      error={error(field)}
      onChange={(e) => setText(field, e.currentTarget.value)}
      data-testid={`store-${field}`}
    />
  );
  return (
    <>
      <PhoneField
        label={t('stores.fields.phoneNumber')}
        countryCode={values.phoneCc}
        number={values.phone}
        error={error('phone')}
        onCountryCode={(v) => setText('phoneCc', v)}
        onNumber={(v) => setText('phone', v)}
        testId="store-phone"
      />
      <PhoneField
        label={t('stores.fields.fax')}
        countryCode={values.faxCc}
        number={values.fax}
        error={error('fax')}
        onCountryCode={(v) => setText('faxCc', v)}
        onNumber={(v) => setText('fax', v)}
        testId="store-fax"
      />
      {text('email')}
      {text('website')}
      {text('sendEDocumentEmailCopyTo')}
    </>
  );
}

/** Store-level e-mail sending settings (spec §3 emailServiceProductId, emailConfigs). */
export function StoreEmailFields({ values, error, setText }: TFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      {(['emailServiceProductId', 'senderName', 'senderAddress', 'replyTo'] as const).map((f) => (
        <TextInput
          key={f}
          label={t(`stores.fields.${f}`)}
          value={values[f]}
          error={error(f)}
          onChange={(e) => setText(f, e.currentTarget.value)}
          data-testid={`store-${f}`}
        />
      ))}
    </>
  );
}
