import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStoreSummary } from '../../../../shared/store/store';
import { errorMessage } from '../../../lib/error-message';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useDeleteStore } from '../api/delete-store';

type TProps = { store: TStoreSummary | null; onClose: () => void };

/** A store with documents is refused by the server, whose message suggests deactivation. */
export function DeleteStoreDialog({ store, onClose }: TProps) {
  const { t } = useTranslation();
  const remove = useDeleteStore();
  return (
    <Modal opened={store !== null} onClose={onClose} title={t('stores.list.deleteTitle')} centered>
      <Text fz="sm">{t('stores.list.deleteConfirm', { name: store?.name ?? '' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() =>
            store &&
            remove.mutate(store.id, {
              onSuccess: () => {
                showSuccessToast({ message: t('stores.list.deleted') });
                onClose();
              },
              onError: (err) => {
                showErrorToast({ message: errorMessage(err, t) });
                onClose();
              },
            })
          }
        >
          {t('stores.list.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
