import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TPhoneFieldProps = {
  label: string;
  countryCode: string;
  number: string;
  error: string | undefined;
  onCountryCode: (value: string) => void;
  onNumber: (value: string) => void;
  testId: string;
};

/** Spec §3: the first two characters are the country code (default 90), edited apart. */
export function PhoneField(props: TPhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        w={72}
        label={t('stores.fields.countryCode')}
        value={props.countryCode}
        maxLength={2}
        leftSection="+"
        onChange={(e) => props.onCountryCode(e.currentTarget.value.replace(/\D/g, ''))}
        data-testid={`${props.testId}-cc`}
      />
      <TextInput
        style={{ flex: 1 }}
        label={props.label}
        value={props.number}
        inputMode="tel"
        error={props.error}
        onChange={(e) => props.onNumber(e.currentTarget.value)}
        data-testid={props.testId}
      />
    </Group>
  );
}
