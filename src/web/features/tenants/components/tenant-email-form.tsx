import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZOwnerEmailInput, type TTenant } from '../../../../shared/tenant/tenant';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { showSuccessToast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateOwnerEmail } from '../api/update-owner-email';
import { fieldErrorText, serverFieldError } from '../../../lib/field-error';

/** Spec §2 view `edit-tenant-email` (E-Posta Güncelleme): the owner's sign-in address. */
export function TenantEmailForm({ tenant, onDone }: { tenant: TTenant; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateOwnerEmail();
  const form = useZodForm(ZOwnerEmailInput, { tenantId: tenant.id, email: '' });
  const props = form.getInputProps('email');
  const submit = form.onSubmit(() =>
    update.mutate(form.values, {
      onSuccess: () => {
        showSuccessToast({ message: t('tenants.toasts.emailUpdated') });
        onDone();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RequestErrorAlert title={t('tenants.toasts.failed')} error={update.error} />
        <TextInput
          label={t('tenants.fields.currentEmail')}
          value={tenant.accountOwnerEmail ?? ''}
          readOnly
        />
        <TextInput
          label={t('tenants.fields.newEmail')}
          type="email"
          required
          data-autofocus
          {...props}
          error={fieldErrorText(props.error, t) ?? serverFieldError(update.error, 'email', t)}
        />
        <Button type="submit" loading={update.isPending}>
          {t('tenants.actions.save')}
        </Button>
      </Stack>
    </form>
  );
}
