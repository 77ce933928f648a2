import { Button, Group, Modal, Text } from '@mantine/core';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { useManagementTranslation } from '../lib/management-i18n';

type TConfirmDeleteProps = {
  /** The question; the modal is open while it is set. */
  message: string | null;
  loading: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before a management row is deleted, and shows why the server refused if it did. */
export function ConfirmDelete({
  message,
  loading,
  error,
  onCancel,
  onConfirm,
}: TConfirmDeleteProps) {
  const { t } = useManagementTranslation();
  return (
    <Modal opened={message !== null} onClose={onCancel} title={t('common.delete')}>
      <Text fz="sm">{message}</Text>
      <RequestErrorAlert title={t('common.saveFailed')} error={error} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          {t('common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
