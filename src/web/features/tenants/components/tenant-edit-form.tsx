import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZUpdateTenantInput, type TTenant } from '../../../../shared/tenant/tenant';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { showSuccessToast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateTenant } from '../api/update-tenant';
import { fieldErrorText, serverFieldError } from '../../../lib/field-error';

/** Spec §2 view `edit` (İşletme Güncelleme): `PUT /tenant {id,name,phoneNumber,address}`. */
export function TenantEditForm({ tenant, onDone }: { tenant: TTenant; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateTenant();
  const form = useZodForm(ZUpdateTenantInput, {
    id: tenant.id,
    name: tenant.name,
    phoneNumber: tenant.phoneNumber ?? '',
    address: tenant.address ?? '',
  });
  const field = (name: 'name' | 'phoneNumber' | 'address') => {
    const props = form.getInputProps(name);
    return {
      ...props,
      error: fieldErrorText(props.error, t) ?? serverFieldError(update.error, name, t),
    };
  };
  const submit = form.onSubmit(() =>
    update.mutate(form.values, {
      onSuccess: () => {
        showSuccessToast({ message: t('tenants.toasts.updated') });
        onDone();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RequestErrorAlert title={t('tenants.toasts.failed')} error={update.error} />
        <TextInput label={t('tenants.fields.name')} required data-autofocus {...field('name')} />
        <TextInput
          label={t('tenants.fields.phoneNumber')}
          description={t('tenants.phoneHint')}
          {...field('phoneNumber')}
        />
        <TextInput label={t('tenants.fields.address')} {...field('address')} />
        <Button type="submit" loading={update.isPending}>
          {t('tenants.actions.save')}
        </Button>
      </Stack>
    </form>
  );
}
