import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTenant } from '../../../../shared/tenant/tenant';

type TConfirmDeleteModalProps = {
  tenant: TTenant | null;
  loading: boolean;
  onCancel: () => void;
  onConfirm: (tenant: TTenant) => void;
};

export function ConfirmDeleteModal({
  tenant,
  loading,
  onCancel,
  onConfirm,
}: TConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={tenant !== null} onClose={onCancel} title={t('tenants.confirmDelete.title')}>
      <Text fz="sm">{t('tenants.confirmDelete.message', { name: tenant?.name ?? '' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={() => tenant && onConfirm(tenant)}>
          {t('tenants.actions.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
