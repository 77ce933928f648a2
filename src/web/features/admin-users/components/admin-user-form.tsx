import { Button, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCreateAdminUserInput, type TUserRow } from '../../../../shared/users/users';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { showSuccessToast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateAdminUser } from '../api/create-admin-user';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { fieldErrorText, serverFieldError } from '../../../lib/field-error';

const ZPersonForm = ZCreateAdminUserInput.pick({
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
});

/** Spec §2 views Admin Ekle (no `user`) and Admin Düzenle (e-mail fixed, active flag editable). */
export function AdminUserForm({ user, onDone }: { user?: TUserRow; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateAdminUser();
  const update = useUpdateAdminUser();
  const request = user ? update : create;
  const form = useZodForm(ZPersonForm, {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phoneNumber: user?.phoneNumber ?? '',
  });
  const [manageAdminUsers, setManage] = useState(user?.manageAdminUsers ?? false);
  const [isActive, setActive] = useState(user?.isActive ?? true);
  const field = (name: 'firstName' | 'lastName' | 'email' | 'phoneNumber') => {
    const props = form.getInputProps(name);
    return {
      ...props,
      error: fieldErrorText(props.error, t) ?? serverFieldError(request.error, name, t),
    };
  };
  const done = () => {
    showSuccessToast({ message: t(user ? 'users.toasts.updated' : 'users.toasts.created') });
    onDone();
  };
  const submit = form.onSubmit(() => {
    const { email, ...person } = form.values;
    if (user)
      update.mutate({ id: user.id, ...person, manageAdminUsers, isActive }, { onSuccess: done });
    else create.mutate({ ...person, email, manageAdminUsers }, { onSuccess: done });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RequestErrorAlert title={t('users.toasts.failed')} error={request.error} />
        <TextInput
          label={t('users.fields.firstName')}
          required
          data-autofocus
          {...field('firstName')}
        />
        <TextInput label={t('users.fields.lastName')} required {...field('lastName')} />
        <TextInput
          label={t('users.fields.email')}
          type="email"
          required
          readOnly={Boolean(user)}
          {...field('email')}
        />
        <TextInput
          label={t('users.fields.phoneNumber')}
          description={t('users.phoneHint')}
          {...field('phoneNumber')}
        />
        <Switch
          label={t('users.fields.manageAdminUsers')}
          checked={manageAdminUsers}
          onChange={(e) => setManage(e.currentTarget.checked)}
        />
        {user ? (
          <Switch
            label={t('users.fields.isActive')}
            checked={isActive}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
        ) : (
          <Text fz="xs" c="dimmed">
            {t('users.inviteHint')}
          </Text>
        )}
        <Button type="submit" loading={request.isPending}>
          {t(user ? 'users.actions.save' : 'users.actions.create')}
        </Button>
      </Stack>
    </form>
  );
}
