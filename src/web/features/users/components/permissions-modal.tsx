import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPermission } from '../../../../shared/auth/permissions';
import type { TUserRow } from '../../../../shared/users/users';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { showSuccessToast } from '../../../lib/toast';
import { useUpdateUser } from '../api/update-user';
import { PermissionCheckboxes } from './permission-checkboxes';

/** Edits one user's spec §6 permissions; name and phone are sent unchanged. */
export function PermissionsModal({
  user,
  onClose,
}: {
  user: TUserRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('users.permissionsTitle')}>
      {user ? <PermissionsForm key={user.id} user={user} onClose={onClose} /> : null}
    </Modal>
  );
}

function PermissionsForm({ user, onClose }: { user: TUserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [permissions, setPermissions] = useState<TPermission[]>(user.permissions);
  const save = () =>
    update.mutate(
      {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        phoneNumber: user.phoneNumber ?? '',
        permissions,
      },
      {
        onSuccess: () => {
          showSuccessToast({ message: t('users.toasts.updated') });
          onClose();
        },
      },
    );
  return (
    <Stack gap="sm">
      <RequestErrorAlert title={t('users.toasts.failed')} error={update.error} />
      <PermissionCheckboxes value={permissions} onChange={setPermissions} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={save} loading={update.isPending}>
          {t('users.actions.save')}
        </Button>
      </Group>
    </Stack>
  );
}
