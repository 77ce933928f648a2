import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TIssuedCredential } from '../../../../shared/device/device';
import { CopyButton } from '../../../components/copy-button';
import { IconAlertCircle } from '../../../components/icons';

type TCredentialModalProps = { credential: TIssuedCredential | null; onClose: () => void };

/**
 * Shows a device's API credential right after it was created or rotated. The page keeps it only
 * in memory while this is open; the server never returns it again.
 */
export function CredentialModal({ credential, onClose }: TCredentialModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={credential !== null}
      onClose={onClose}
      title={t('devices.credential.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {credential ? (
        <Stack gap="md">
          <Alert color="orange" icon={<IconAlertCircle />} role="alert">
            {t('devices.credential.warning')}
          </Alert>
          <div>
            <Text fz="sm" fw={600} mb={4}>
              {t('devices.credential.label')}
            </Text>
            <Group gap="xs" wrap="nowrap" align="center">
              <Code
                block
                data-testid="device-credential"
                style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
              >
                {credential.credential}
              </Code>
              <CopyButton value={credential.credential} />
            </Group>
          </div>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('devices.credential.done')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
