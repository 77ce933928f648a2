import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCardInput, type TCardInput } from '../../../../shared/registration/card';
import { serverFieldError } from '../../../lib/field-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRegistrationTranslation } from '../lib/registration-i18n';

const EMPTY: TCardInput = { holderName: '', number: '', expiry: '', cvv: '' };

type TCardFormProps = {
  amount: string;
  pending: boolean;
  error: unknown;
  /** Called with the card as typed once the §5 checks pass. */
  onPay: (card: TCardInput) => void;
  /** Any change to the card makes the next payment a new attempt. */
  onChange: () => void;
};

/** Spec §5 card form: each field shows its message ('valid credit card number', …) at once. */
export function CardForm({ amount, pending, error, onPay, onChange }: TCardFormProps) {
  const { t } = useRegistrationTranslation();
  const { t: tr } = useTranslation();
  const form = useZodForm(ZCardInput, EMPTY);
  const field = (name: keyof TCardInput) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      'data-testid': `card-${name}`,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        props.onChange(event);
        onChange();
      },
      error: props.error ?? serverFieldError(error, `card.${name}`, tr),
    };
  };
  const submit = form.onSubmit(() => onPay(form.values));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('card.title')}
        </Title>
        <TextInput
          label={t('card.holderName')}
          autoComplete="cc-name"
          required
          {...field('holderName')}
        />
        <TextInput
          label={t('card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          required
          {...field('number')}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('card.expiry')}
            placeholder="09/28"
            autoComplete="cc-exp"
            required
            {...field('expiry')}
          />
          <TextInput
            label={t('card.cvv')}
            inputMode="numeric"
            autoComplete="cc-csc"
            required
            {...field('cvv')}
          />
        </Group>
        <Text fz="xs" c="dimmed">
          {t('card.secure')}
        </Text>
        <Button type="submit" size="md" fullWidth loading={pending} data-testid="card-pay">
          {t('card.pay', { amount })}
        </Button>
      </Stack>
    </form>
  );
}
