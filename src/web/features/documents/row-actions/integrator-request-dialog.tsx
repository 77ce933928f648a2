import { Badge, Code, Group, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDocumentRow } from '../../../../shared/invoice/document-list';
import { DelayedLoader } from '../../../components/delayed-loader';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { ActionDialog } from './action-dialog';
import { useIntegratorRequest } from './api/get-integrator-request';
import { decodeBase64Utf8, indentXml } from './xml-text';

type TIntegratorRequestDialogProps = { row: TDocumentRow; onClose: () => void };

/** Spec §3 "Integrator request": what was last sent, decoded so the XML can be read. */
export function IntegratorRequestDialog({ row, onClose }: TIntegratorRequestDialogProps) {
  const { t } = useTranslation();
  const request = useIntegratorRequest(row.documentId);
  const data = request.data?.data;
  const base64 = data?.integratorRequestBase64 ?? null;
  const text = base64 === null ? null : (decodeBase64Utf8(base64) ?? base64);
  return (
    <ActionDialog title={t('documentActions.menu.integratorRequest')} onClose={onClose} size="xl">
      <RequestErrorAlert title={t('documentActions.loadFailed')} error={request.error} />
      {request.isPending ? <DelayedLoader minHeight={120} /> : null}
      {data && text === null ? <Text c="dimmed">{t('documentActions.request.none')}</Text> : null}
      {data && text !== null ? (
        <>
          <Group gap="xs">
            <Badge color={data.success ? 'teal' : 'red'} variant="light">
              {data.success
                ? t('documentActions.request.success')
                : t('documentActions.request.failed')}
            </Badge>
            {data.hash ? (
              <Text fz="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {t('documentActions.request.hash')}: {data.hash}
              </Text>
            ) : null}
          </Group>
          <Text fz="sm" fw={600}>
            {t('documentActions.request.content')}
          </Text>
          {/* A keyboard reaches and scrolls the XML too (WCAG 2.1.1). */}
          <ScrollArea.Autosize
            mah={420}
            type="auto"
            viewportProps={{
              tabIndex: 0,
              role: 'region',
              'aria-label': t('documentActions.request.content'),
            }}
          >
            <Code block data-testid="integrator-request-content" style={{ whiteSpace: 'pre' }}>
              {indentXml(text)}
            </Code>
          </ScrollArea.Autosize>
        </>
      ) : null}
    </ActionDialog>
  );
}
