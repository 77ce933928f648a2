import { ActionIcon, Group, Loader, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScenarioType } from '../../../../shared/domain/enums';
import type { TTranslationKey } from '../../../../shared/i18n/types';
import type { TDocumentRow } from '../../../../shared/invoice/document-list';
import { showErrorToast } from '../../../lib/toast';
import { useViewParam } from '../../../lib/use-view-param';
import { CancelDialog } from './cancel-dialog';
import { ClientResponseDialog } from './client-response-dialog';
import { InfoDialog } from './info-dialog';
import { IntegratorRequestDialog } from './integrator-request-dialog';
import { IntegratorResponseDialog } from './integrator-response-dialog';
import { refusalOf } from './refusal-text';
import { useCancelWatch } from './use-cancel-watch';
import { useFileDownload } from './use-file-download';

type TDialog = 'cancel' | 'request' | 'response' | 'clientResponse' | 'info';

const DIALOGS = {
  cancel: CancelDialog,
  request: IntegratorRequestDialog,
  response: IntegratorResponseDialog,
  clientResponse: ClientResponseDialog,
  info: InfoDialog,
} as const;

/**
 * The "⋮" menu of a document list row (spec §2 row menu) with the spec §5 refusals as toasts,
 * and a mark while a cancellation waits for the integrator.
 */
export function DocumentRowMenu({ row }: { row: TDocumentRow }) {
  const { t } = useTranslation();
  const { openView } = useViewParam();
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const { download, busy } = useFileDownload(row);
  useCancelWatch(row);

  const guarded = (key: TTranslationKey | null, go: () => void) => () => {
    if (key) showErrorToast({ message: t(key) });
    else go();
  };
  const item = (label: TTranslationKey, onClick: () => void) => (
    <Menu.Item onClick={onClick}>{t(label)}</Menu.Item>
  );
  const Dialog = dialog ? DIALOGS[dialog] : null;

  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {busy ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('documentActions.rowMenu')}>
            ⋮
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {item(
            'documentActions.menu.view',
            guarded(refusalOf('view', row), () => {
              if (row.pdfUrl) window.open(row.pdfUrl, '_blank', 'noopener');
            }),
          )}
          {item(
            'documentActions.menu.cancel',
            guarded(
              refusalOf('cancel', row) ??
                (row.cancelPending ? 'documentActions.cancel.pending' : null),
              () => setDialog('cancel'),
            ),
          )}
          {item(
            'documentActions.menu.send',
            guarded(refusalOf('send', row), () => openView(`resend:${row.documentId}`)),
          )}
          {item('documentActions.menu.integratorRequest', () => setDialog('request'))}
          {item('documentActions.menu.integratorResponse', () => setDialog('response'))}
          {item(
            'documentActions.menu.downloadUbl',
            guarded(refusalOf('ubl', row), () => download('ubl')),
          )}
          {item(
            'documentActions.menu.downloadXades',
            guarded(refusalOf('xades', row), () => download('xades')),
          )}
          {row.scenarioType === ScenarioType.ticari
            ? item('documentActions.menu.clientResponse', () => setDialog('clientResponse'))
            : null}
          {item('documentActions.menu.info', () => setDialog('info'))}
        </Menu.Dropdown>
      </Menu>
      {Dialog ? <Dialog row={row} onClose={() => setDialog(null)} /> : null}
    </Group>
  );
}
