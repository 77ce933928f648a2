import { Button, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PERMISSIONS, type TPermission } from '../../../../shared/auth/permissions';
import { ZCreateUserInput } from '../../../../shared/users/users';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { showSuccessToast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateUser } from '../api/create-user';
import { fieldErrorText, serverFieldError } from '../../../lib/field-error';
import { PermissionCheckboxes } from './permission-checkboxes';

const ZPersonForm = ZCreateUserInput.pick({
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
});
const EMPTY = { firstName: '', lastName: '', email: '', phoneNumber: '' };

/**
 * Spec §2 view `add` (Kullanıcı Ekle). Added from the passive list the user starts passive; the
 * invitation is sent either way and its link works once the user is active.
 */
export function UserAddForm({ isActive, onDone }: { isActive: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const form = useZodForm(ZPersonForm, EMPTY);
  const [permissions, setPermissions] = useState<TPermission[]>([...DEFAULT_PERMISSIONS]);
  const [active, setActive] = useState(isActive);
  const field = (name: keyof typeof EMPTY) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      'data-testid': `user-${name}`,
      error: fieldErrorText(props.error, t) ?? serverFieldError(create.error, name, t),
    };
  };
  const submit = form.onSubmit(() =>
    create.mutate(
      { ...form.values, permissions, isActive: active },
      {
        onSuccess: () => {
          showSuccessToast({ message: t('users.toasts.created') });
          onDone();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RequestErrorAlert title={t('users.toasts.failed')} error={create.error} />
        <TextInput
          label={t('users.fields.firstName')}
          required
          data-autofocus
          {...field('firstName')}
        />
        <TextInput label={t('users.fields.lastName')} required {...field('lastName')} />
        <TextInput label={t('users.fields.email')} type="email" required {...field('email')} />
        <TextInput
          label={t('users.fields.phoneNumber')}
          description={t('users.phoneHint')}
          {...field('phoneNumber')}
        />
        <Switch
          label={t('users.fields.isActive')}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        <PermissionCheckboxes value={permissions} onChange={setPermissions} />
        <Text fz="xs" c="dimmed">
          {t('users.inviteHint')}
        </Text>
        <Button type="submit" loading={create.isPending} data-testid="user-save">
          {t('users.actions.create')}
        </Button>
      </Stack>
    </form>
  );
}
