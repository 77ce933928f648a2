import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TTaxpayerStatusRow } from '../../../../shared/integrator/integrator-admin';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { useManagementTranslation } from '../lib/management-i18n';

type TSimulatorOfflineModalProps = {
  row: TTaxpayerStatusRow | null;
  loading: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** Asks for the reason a simulator gives for a taxpayer it takes offline. */
export function SimulatorOfflineModal(props: TSimulatorOfflineModalProps) {
  const { row, loading, error, onCancel, onConfirm } = props;
  const { t } = useManagementTranslation();
  const [reason, setReason] = useState<string>(t('taxpayers.simulator.reasonDefault'));
  return (
    <Modal opened={row !== null} onClose={onCancel} title={t('taxpayers.simulator.title')}>
      <Stack gap="sm">
        <Text fz="sm">
          {row?.name} ({row?.taxNo})
        </Text>
        <Text fz="xs" c="dimmed">
          {t('taxpayers.simulator.hint')}
        </Text>
        <TextInput
          label={t('taxpayers.simulator.reason')}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <RequestErrorAlert title={t('common.saveFailed')} error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={() => onConfirm(reason.trim())}>
            {t('taxpayers.simulator.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
