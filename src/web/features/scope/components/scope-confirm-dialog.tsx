import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlertCircle } from '../../../components/icons';
import type { TScopeChange, TScopeTarget } from '../lib/scope-change';

type TScopeConfirmDialogProps = {
  target: TScopeTarget | null;
  change: TScopeChange | null;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

function useTargetText(target: TScopeTarget | null): string {
  const { t } = useTranslation();
  if (!target) return '';
  if (target.storeId !== null) return t('shell.scopeConfirm.store', { name: target.name ?? '' });
  if (target.tenantId === null) return t('shell.scopeConfirm.organisation');
  if (target.name === null) return t('shell.scopeConfirm.allStores');
  return t('shell.scopeConfirm.tenant', { name: target.name });
}

/** Spec §2 Layout: Continue/Cancel before a switch, a stronger warning when the level changes. */
export function ScopeConfirmDialog({
  target,
  change,
  loading,
  onConfirm,
  onCancel,
}: TScopeConfirmDialogProps) {
  const { t } = useTranslation();
  const text = useTargetText(target);
  const levelChanged = change?.levelChanged ?? false;
  return (
    <Modal
      opened={target !== null}
      onClose={onCancel}
      title={t('shell.scopeConfirm.title')}
      centered
      radius="md"
      size="md"
      closeOnClickOutside={!loading}
      data-testid="scope-confirm"
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text fz="sm">{text}</Text>
        {levelChanged && change ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertCircle />}
            title={t('shell.scopeConfirm.levelWarningTitle')}
            data-testid="scope-level-warning"
          >
            {t('shell.scopeConfirm.levelWarning', {
              from: t(`shell.level.${change.from}`),
              to: t(`shell.level.${change.to}`),
            })}
          </Alert>
        ) : null}
        <Text fz="sm" c="dimmed">
          {t('shell.scopeConfirm.question')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button color={levelChanged ? 'orange' : undefined} onClick={onConfirm} loading={loading}>
            {t('common.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
