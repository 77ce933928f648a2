import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClientResponse, ScenarioType } from '../../../../shared/domain/enums';
import type { TDocumentRow } from '../../../../shared/invoice/document-list';
import {
  BADGED_INVOICE_TYPES,
  clientResponseName,
  docTypeName,
  documentStatusName,
  invoiceTypeName,
  STATUS_COLOURS,
} from '../lib/enum-labels';

type TCellProps = { row: TDocumentRow };

/** Document type, with the invoice type as a badge for withholding and exemption (spec §2). */
export function DocTypeCell({ row }: TCellProps) {
  const { t } = useTranslation();
  const badged = row.invoiceType !== null && BADGED_INVOICE_TYPES.includes(row.invoiceType);
  return (
    <Group gap={6} wrap="nowrap">
      <Text fz="sm">{t(`enums.docType.${docTypeName(row.docType)}`)}</Text>
      {badged && row.invoiceType !== null ? (
        <Badge size="xs" variant="light" color="grape" data-testid="invoice-type-badge">
          {t(`enums.invoiceType.${invoiceTypeName(row.invoiceType)}`)}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Spec §3: the device's description over its serial number. */
export function DeviceCell({ row }: TCellProps) {
  return (
    <Stack gap={0}>
      <Text fz="sm">{row.deviceDescription}</Text>
      <Text fz="xs" c="dimmed" ff="monospace">
        {row.deviceSerialNumber}
      </Text>
    </Stack>
  );
}

/** A long status ("Henüz İşlenmedi") wraps inside its column rather than being cut. */
const WRAPPING_BADGE = {
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3, paddingBlock: 2 },
} as const;

/** The status, and while the integrator has not yet answered a cancel request, that it is under way. */
export function StatusCell({ row }: TCellProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      <Badge
        color={STATUS_COLOURS[row.status]}
        variant="light"
        h="auto"
        maw="100%"
        styles={WRAPPING_BADGE}
        data-testid="document-status"
      >
        {t(`enums.documentStatus.${documentStatusName(row.status)}`)}
      </Badge>
      {row.cancelPending ? (
        <Badge color="orange" variant="light" data-testid="cancel-pending">
          {t('documentActions.cancelPending')}
        </Badge>
      ) : null}
    </Stack>
  );
}

/** GİB's own code and text, `1300 - BAŞARIYLA TAMAMLANDI`. */
export function gibStatusText(row: TDocumentRow): string {
  if (row.gibStatusCode === null) return '';
  return row.gibStatusText ? `${row.gibStatusCode} - ${row.gibStatusText}` : `${row.gibStatusCode}`;
}

const ANSWERED: readonly number[] = [ClientResponse.accepted, ClientResponse.rejected];

/** Only a commercial (scenario 2) invoice is answered; its message only once accepted/rejected. */
export function ClientResponseCell({ row }: TCellProps) {
  const { t } = useTranslation();
  if (row.scenarioType !== ScenarioType.ticari || row.responseState === null) return null;
  return (
    <Stack gap={0}>
      <Text fz="sm">{t(`enums.clientResponse.${clientResponseName(row.responseState)}`)}</Text>
      {ANSWERED.includes(row.responseState) && row.responseMessage ? (
        <Text fz="xs" c="dimmed" lineClamp={2}>
          {row.responseMessage}
        </Text>
      ) : null}
    </Stack>
  );
}
