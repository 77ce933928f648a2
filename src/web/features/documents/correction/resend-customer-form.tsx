import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_FIELDS,
  PARTY_FIELDS,
  ZResendCustomerForm,
  type TCustomerField,
  type TResendFormCustomer,
} from '../../../../shared/invoice/document-correction';
import type { TPosCustomer } from '../../../../shared/pos/customer';
import { issueText, serverFieldIssues } from '../../../lib/field-error';
import { useZodForm } from '../../../lib/use-zod-form';

type TProps = {
  initialValues: TResendFormCustomer;
  correctable: boolean;
  disabled: boolean;
  pending: boolean;
  /** The failed save; its field issues (`body.customer.…`) show under their fields. */
  saveError: unknown;
  onSubmit: (customer: TPosCustomer | undefined) => void;
};

const ALL_FIELDS: readonly TCustomerField[] = [...PARTY_FIELDS, ...ADDRESS_FIELDS];

/** The field a server issue names: `body.customer.taxNo`, `body.customer.address.cityName`. */
function fieldOf(path: string): TCustomerField | undefined {
  if (!path.startsWith('body.customer')) return undefined;
  const last = path.split('.').at(-1);
  return ALL_FIELDS.find((f) => f === last);
}

/** The buyer of spec §3 "Resend document", checked with the POS API's rules before saving. */
export function ResendCustomerForm(props: TProps) {
  const { t } = useTranslation();
  const form = useZodForm(ZResendCustomerForm, props.initialValues);
  const fromServer = new Map<TCustomerField, string>();
  for (const issue of serverFieldIssues(props.saveError)) {
    const field = fieldOf(issue.path);
    if (field && !fromServer.has(field)) fromServer.set(field, issueText(issue, t));
  }
  const input = (field: TCustomerField) => {
    const own = form.getInputProps(field);
    return (
      <TextInput
        key={field}
        label={t(`documentCorrection.fields.${field}` as ParseKeys)}
        {...own}
        error={own.error ?? fromServer.get(field)}
        disabled={!props.correctable || props.disabled}
      />
    );
  };
  const submit = props.correctable
    ? form.onSubmit((customer) => props.onSubmit(customer))
    : (event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        props.onSubmit(undefined);
      };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={5}>{t('documentCorrection.buyer')}</Title>
        {props.correctable ? null : (
          <Alert color="yellow">{t('documentCorrection.notCorrectable')}</Alert>
        )}
        {PARTY_FIELDS.map(input)}
        <Title order={5}>{t('documentCorrection.address')}</Title>
        <SimpleGrid cols={2} spacing="sm">
          {ADDRESS_FIELDS.map(input)}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={props.pending} disabled={props.disabled}>
            {props.correctable ? t('documentCorrection.save') : t('documentCorrection.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
