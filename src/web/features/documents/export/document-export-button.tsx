import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../shared/i18n/languages';
import { errorMessage } from '../../../lib/error-message';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { AppliedFilters, type TAppliedFilter } from './applied-filters';
import { useRequestDocumentExport } from './export-api';
import { ExportWatcher } from './export-watcher';

type TDocumentExportButtonProps = {
  /** The list's raw URL values, sent as they are so the file equals the screen. */
  filter: string | undefined;
  sort: string | undefined;
  storeId: string | undefined;
  /** What the filter chips show: column label and value labels in the current language. */
  applied: TAppliedFilter[];
};

/**
 * Spec §2 export: "İşlem Listesi İndir" shows the applied filters and, confirmed, asks the server
 * to e-mail the list as .xlsx; the user hears that it started and, later, that it was sent.
 */
export function DocumentExportButton(props: TDocumentExportButtonProps) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [watching, setWatching] = useState<string[]>([]);
  const request = useRequestDocumentExport();
  const settle = useCallback((id: string) => setWatching((ids) => ids.filter((i) => i !== id)), []);

  const confirm = () =>
    request.mutate(
      {
        filter: props.filter ?? '',
        sort: props.sort ?? '',
        ...(props.storeId ? { storeId: props.storeId } : {}),
        ...(isLanguage(i18n.language) ? { language: i18n.language } : {}),
      },
      {
        onSuccess: ({ exportRequestId }) => {
          setOpened(false);
          setWatching((ids) => [...ids, exportRequestId]);
          showSuccessToast({ message: t('documentExport.started') });
        },
        onError: (error) =>
          showErrorToast({
            title: t('documentExport.requestFailed'),
            message: errorMessage(error, t),
          }),
      },
    );

  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t('documentExport.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('documents.exportTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text fz="sm" fw={600}>
            {t('documentExport.appliedFilters')}
          </Text>
          <AppliedFilters applied={props.applied} />
          <Text fz="sm" c="dimmed">
            {t('documentExport.recipient')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('documentExport.cancel')}
            </Button>
            <Button loading={request.isPending} onClick={confirm}>
              {t('documentExport.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {watching.map((id) => (
        <ExportWatcher key={id} id={id} onSettled={settle} />
      ))}
    </>
  );
}
