import { Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZCreateCustomerInput } from '../../../../shared/tenant/tenant';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { showSuccessToast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateCustomer } from '../api/create-customer';
import { fieldErrorText, serverFieldError } from '../../../lib/field-error';

const EMPTY = {
  name: '',
  city: '',
  address: '',
  phoneNumber: '',
  webSite: '',
  email: '',
  ownerFirstName: '',
  ownerLastName: '',
  ownerEmail: '',
  ownerPhoneNumber: '',
};
type TField = keyof typeof EMPTY;

/** Spec §2 view `add` (Yeni İşletme Oluşturma): the company and its owner. */
export function TenantAddForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCustomer();
  const form = useZodForm(ZCreateCustomerInput, EMPTY);
  const field = (name: TField) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      'data-testid': `tenant-form-${name}`,
      error: fieldErrorText(props.error, t) ?? serverFieldError(create.error, name, t),
    };
  };
  const submit = form.onSubmit(() =>
    create.mutate(form.values, {
      onSuccess: () => {
        showSuccessToast({ message: t('tenants.toasts.created') });
        onDone();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RequestErrorAlert title={t('tenants.toasts.failed')} error={create.error} />
        <TextInput label={t('tenants.fields.name')} required data-autofocus {...field('name')} />
        <TextInput label={t('tenants.fields.city')} {...field('city')} />
        <TextInput label={t('tenants.fields.address')} {...field('address')} />
        <TextInput
          label={t('tenants.fields.phoneNumber')}
          description={t('tenants.phoneHint')}
          {...field('phoneNumber')}
        />
        <TextInput label={t('tenants.fields.webSite')} {...field('webSite')} />
        <TextInput label={t('tenants.fields.email')} type="email" {...field('email')} />
        <Divider label={t('tenants.fields.ownerSection')} labelPosition="left" mt="xs" />
        <TextInput
          label={t('tenants.fields.ownerFirstName')}
          required
          {...field('ownerFirstName')}
        />
        <TextInput label={t('tenants.fields.ownerLastName')} required {...field('ownerLastName')} />
        <TextInput
          label={t('tenants.fields.ownerEmail')}
          type="email"
          required
          {...field('ownerEmail')}
        />
        <TextInput
          label={t('tenants.fields.ownerPhoneNumber')}
          description={t('tenants.phoneHint')}
          {...field('ownerPhoneNumber')}
        />
        <Text fz="xs" c="dimmed">
          {t('tenants.inviteHint')}
        </Text>
        <Button type="submit" loading={create.isPending} data-testid="tenant-save">
          {t('tenants.actions.create')}
        </Button>
      </Stack>
    </form>
  );
}
