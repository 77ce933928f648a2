import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { readShownFor, writeShownFor } from './failed-count-shown';
import { useTranslation } from 'react-i18next';
import type { TAccount } from '../../../../shared/auth/account';
import { can } from '../../../../shared/auth/permissions';
import { showErrorToast } from '../../../lib/toast';
import { useFailedCount } from './get-failed-count';

/**
 * Spec §7/§8: once a tenant is selected (at sign-in or by switching), the failed documents of the
 * last week are counted; when there are any an info dialog says how many, and a failed count
 * is a danger toast. Once per selected tenant: store changes, navigation and reloads do not repeat it.
 */
export function FailedCountNotice({ account }: { account: TAccount }) {
  const { t } = useTranslation();
  const tenantId = account.tenantId;
  const failed = useFailedCount(tenantId, can(account, 'Invoice.View'));
  const selection = tenantId === null ? null : `${account.user.id}:${tenantId}`;
  const [handled, setHandled] = useState<string | null>(readShownFor);
  const pending = selection !== null && handled !== selection;
  const done = () => {
    setHandled(selection);
    writeShownFor(selection);
  };
  // Signing out unmounts the frame: the next sign-in is a new selection and shows it again.
  useEffect(() => () => writeShownFor(null), []);

  useEffect(() => {
    if (!pending || !failed.isError) return;
    done();
    showErrorToast({ message: t('documentList.failedCountLoadFailed') });
  });

  const count = pending && failed.isSuccess ? failed.data.totalCount : 0;
  return (
    <Modal
      opened={count > 0}
      onClose={done}
      title={t('documents.infoTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      data-testid="failed-count-dialog"
    >
      <Text>{t('documents.failedCountInfo', { count })}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={done}>{t('documentList.ok')}</Button>
      </Group>
    </Modal>
  );
}
