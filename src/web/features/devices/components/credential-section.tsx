import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDevice, TIssuedCredential } from '../../../../shared/device/device';
import { errorMessage } from '../../../lib/error-message';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useRotateDeviceCredential } from '../api/rotate-device-credential';
import { useFormat } from '../../../lib/use-format';

type TCredentialSectionProps = {
  device: TDevice;
  onCredential: (credential: TIssuedCredential) => void;
};

/** The public key id of the current credential and the rotation (never the secret). */
export function CredentialSection({ device, onCredential }: TCredentialSectionProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const rotate = useRotateDeviceCredential();
  const [confirming, setConfirming] = useState(false);
  const run = () =>
    rotate.mutate(device.id, {
      onSuccess: (credential) => {
        setConfirming(false);
        rotate.reset();
        showSuccessToast({ message: t('devices.toasts.rotated') });
        onCredential(credential);
      },
      onError: (error) => showErrorToast({ message: errorMessage(error, t) }),
    });
  return (
    <Paper withBorder radius="md" p="sm" mb="md" data-testid="device-credential-info">
      <Stack gap={6}>
        {device.credentialKeyId ? (
          <>
            <Text fz="xs" c="dimmed">
              {t('devices.credential.current')}
            </Text>
            <Text fz="sm" ff="monospace">
              {device.credentialKeyId}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('devices.credential.createdAt')}: {fmt.dateTime(device.credentialCreatedAt)}
            </Text>
          </>
        ) : (
          <Text fz="sm">{t('devices.credential.none')}</Text>
        )}
        <Group>
          <Button size="xs" variant="light" onClick={() => setConfirming(true)}>
            {t('devices.actions.rotate')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('devices.credential.rotateTitle')}
      >
        <Text fz="sm" mb="md">
          {t('devices.credential.rotateConfirm')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button color="orange" loading={rotate.isPending} onClick={run}>
            {t('common.continue')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
