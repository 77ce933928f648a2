import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TActionDialogProps = {
  title: string;
  onClose: () => void;
  size?: string;
  children: ReactNode;
};

/** The frame every row-action dialog shares: title, body, a close button. */
export function ActionDialog({ title, onClose, size = 'lg', children }: TActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={size}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
